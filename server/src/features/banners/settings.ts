import { z } from 'zod';
import { DEFAULT_CHROMIUM_PATH } from '../../renderer/chromium.ts';

/** The longest a banner's animation is recorded by default: the IAB's 15 s. */
const DEFAULT_RECORDING_SECONDS = 15;
/** What an operator may raise it to (Google's 30 s); the renderer's time limit allows that much. */
const MAX_RECORDING_SECONDS = 30;

/** The banners' settings in the environment (config.ts spreads them in). */
export const BANNER_ENV = {
  // The browser banners are drawn and measured in (website captures will share it); absent, banners still upload and play.
  CHROMIUM_PATH: z.string().trim().min(1).default(DEFAULT_CHROMIUM_PATH),
  // A second origin (another host name for this same server) that serves the banners' files, so their script shares no origin with the app.
  BANNER_ORIGIN: z
    .string()
    .trim()
    .optional()
    .refine((url) => !url || (URL.canParse(url) && new URL(url).origin === url.replace(/\/+$/, '')), 'must be an origin such as https://banners.review.example.com, with no path'),
  // The longest stretch of a banner's animation recorded as the video its Recording plays (shorter when it stops sooner).
  BANNER_RECORDING_SECONDS: z.coerce.number().int().min(1).max(MAX_RECORDING_SECONDS).default(DEFAULT_RECORDING_SECONDS),
};

export function readBannerSettings(env: { CHROMIUM_PATH: string; BANNER_ORIGIN?: string | undefined; BANNER_RECORDING_SECONDS: number }) {
  return { chromiumPath: env.CHROMIUM_PATH, origin: env.BANNER_ORIGIN ? new URL(env.BANNER_ORIGIN).origin : null, recordSeconds: env.BANNER_RECORDING_SECONDS };
}
export type BannerSettings = ReturnType<typeof readBannerSettings>;
