import type { BannerMedia } from '@review/contract/media';
import { signGrant } from './grant.ts';
import { judgeBanner } from './judge.ts';
import { readBannerDetails } from './repository.ts';

/** A banner's `media.banner` from its row of `variation_renders`; null when the row is missing (never for a stored banner). */
export function presentBanner(render: { variation_id: number; details: string | null } | undefined, now = Date.now()): BannerMedia | null {
  const details = render && readBannerDetails(render.details);
  if (!render || !details) return null;
  return {
    url: `banners/${render.variation_id}/${signGrant(details.secret, render.variation_id, now)}/index.html`,
    width: details.width,
    height: details.height,
    poster_missing: details.poster_missing,
    checks: judgeBanner(details.checks, details.limits ?? undefined),
    recording_failed: details.checks?.recording_failed ?? null,
  };
}
