import type { WebsiteMedia } from '@review/contract/websites';
import { readCaptureDetails, WEBSITE_RENDER } from './repository.ts';

/** Whether a variation's row of `variation_renders` is a website capture's. */
export const isWebsiteRender = (render: { kind: string }) => render.kind === WEBSITE_RENDER;

/** A capture's `media.website` from its variation's `website` row; null for any other variation. */
export function presentWebsite(render: { kind: string; details: string | null } | undefined): WebsiteMedia | null {
  const details = render && isWebsiteRender(render) ? readCaptureDetails(render.details) : null;
  return details && { url: details.url, final_url: details.final_url, title: details.title, captured_at: details.captured_at, breakpoint: details.breakpoint, truncated: details.truncated, refused: details.refused };
}
