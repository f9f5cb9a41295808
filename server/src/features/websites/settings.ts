import { z } from 'zod';

const HOST_RULE = 'must be host names or host:port pairs, separated by commas (staging.example.com,10.0.0.5:8080)';
const isHost = (entry: string) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(entry);

/** The website captures' settings in the environment (config.ts spreads them in); the browser is `CHROMIUM_PATH`, shared with banners. */
export const CAPTURE_ENV = {
  // Staging hosts on private addresses that captures may reach; nothing else private ever is.
  CAPTURE_ALLOW_HOSTS: z
    .string()
    .trim()
    .default('')
    .refine((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean).every(isHost), HOST_RULE),
  // How long one page may take to load and be captured at one breakpoint.
  CAPTURE_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(300).default(30),
  // Pages taller than this many CSS pixels are cut there (and the capture says so).
  CAPTURE_MAX_HEIGHT: z.coerce.number().int().min(1000).max(100_000).default(20_000),
};

export function readCaptureSettings(env: { CAPTURE_ALLOW_HOSTS: string; CAPTURE_TIMEOUT_SECONDS: number; CAPTURE_MAX_HEIGHT: number }) {
  return {
    allowHosts: env.CAPTURE_ALLOW_HOSTS.split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    timeoutMs: env.CAPTURE_TIMEOUT_SECONDS * 1000,
    maxHeight: env.CAPTURE_MAX_HEIGHT,
  };
}
export type CaptureSettings = ReturnType<typeof readCaptureSettings>;
