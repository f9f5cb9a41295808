import { z } from 'zod';
import { BANNER_CHECK_LIMITS } from './media.ts';

/** The bounds a project's banner limits are given within: generous past every ad network's rules, never nonsense. */
export const BANNER_LIMIT_BOUNDS = { load_kb: [1, 10_240], load_requests: [1, 500], animation_seconds: [1, 120], loops: [0, 100] } as const;

/** The limits a project's HTML5 banners are checked against; the IAB's HTML5 guidelines unless the project changed them. */
export const BannerLimitsSchema = z.object({
  /** Initial load weight, in KB (1,024 bytes). */
  load_kb: z.number().int(),
  /** Requests up to the load event. */
  load_requests: z.number().int(),
  /** Longest animation, in seconds. */
  animation_seconds: z.number().int(),
  /** Most plays of the animation. */
  loops: z.number().int(),
  /** Whether a banner without a clickTag fails its checks. */
  click_tag_required: z.boolean(),
  /** True while the project uses the IAB's defaults (it has never changed them, or went back to them). */
  is_default: z.boolean(),
});
export type BannerLimits = z.infer<typeof BannerLimitsSchema>;
export const BannerLimitsReplySchema = z.object({ data: BannerLimitsSchema });

/** The IAB's HTML5 guidelines, as a project's limits before it changes them. */
export const DEFAULT_BANNER_LIMITS: BannerLimits = { ...BANNER_CHECK_LIMITS, click_tag_required: true, is_default: true };

const bounded = (field: keyof typeof BANNER_LIMIT_BOUNDS, words: string) => {
  const [min, max] = BANNER_LIMIT_BOUNDS[field];
  const rule = `${words} must be a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}.`;
  return z.number({ error: rule }).int(rule).min(min, rule).max(max, rule);
};

/** `PUT /projects/{id}/banner-limits`: every limit, as the settings form sends them. */
export const UpdateBannerLimitsBodySchema = z.object({
  load_kb: bounded('load_kb', 'The initial load limit (KB)'),
  load_requests: bounded('load_requests', 'The request limit'),
  animation_seconds: bounded('animation_seconds', 'The animation limit (seconds)'),
  loops: bounded('loops', 'The loop limit'),
  click_tag_required: z.boolean({ error: 'Say whether a clickTag is required (true or false).' }),
});
export type UpdateBannerLimitsBody = z.infer<typeof UpdateBannerLimitsBodySchema>;
