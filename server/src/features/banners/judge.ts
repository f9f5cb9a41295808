import type { BannerCheck, BannerChecks } from '@review/contract/media';
import { DEFAULT_BANNER_LIMITS } from '@review/contract/banners';
import type { StoredChecks, StoredLimits } from './repository.ts';

const kilobytes = (bytes: number) => `${Math.round((bytes / 1024) * 10) / 10} KB`;
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * A banner's measures against its project's limits (the IAB's unless the project set its own), as
 * the checks shown beside it. Judged whenever it is shown, from the measures kept, so a change of
 * limits changes the verdicts without measuring again.
 */
export function judgeBanner(stored: StoredChecks | undefined, limits: StoredLimits = DEFAULT_BANNER_LIMITS): BannerChecks {
  if (!stored) return { state: 'measuring', message: null, items: [], outside_requests: [] };
  const { measures } = stored;
  if (!measures) return { state: 'unavailable', message: stored.unavailable, items: [], outside_requests: [] };
  const items: BannerCheck[] = [
    { id: 'initial_load', label: 'Initial load', value: kilobytes(measures.load_bytes), limit: `${limits.load_kb} KB`, passed: measures.load_bytes <= limits.load_kb * 1024 },
    { id: 'requests', label: 'Requests at load', value: String(measures.load_requests), limit: String(limits.load_requests), passed: measures.load_requests <= limits.load_requests },
    {
      id: 'animation',
      label: 'Animation length',
      value: measures.still_moving ? `still moving after ${seconds(measures.animation_ms)}` : seconds(measures.animation_ms),
      limit: `${limits.animation_seconds} s`,
      passed: !measures.still_moving && measures.animation_ms <= limits.animation_seconds * 1000,
    },
    { id: 'loops', label: 'Loops', value: measures.still_moving ? `${measures.loops} or more` : String(measures.loops), limit: String(limits.loops), passed: !measures.still_moving && measures.loops <= limits.loops },
    {
      id: 'click_tag',
      label: 'clickTag',
      value: measures.click_tag ?? 'not defined',
      limit: limits.click_tag_required ? 'defined' : 'not required',
      passed: measures.click_tag !== null || !limits.click_tag_required,
    },
    { id: 'outside_requests', label: 'Files from elsewhere', value: String(measures.remote.length), limit: 'none', passed: measures.remote.length === 0 },
  ];
  return { state: 'measured', message: null, items, outside_requests: measures.remote };
}
