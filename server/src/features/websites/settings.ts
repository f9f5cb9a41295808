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
  // The operator's key for staging sites' sign-ins, kept outside the database, so a database dump alone does not give them away.
  CAPTURE_CREDENTIALS_KEY: z.string().trim().min(32, 'must be at least 32 characters (for example: openssl rand -base64 32)').optional(),
};

export function readCaptureSettings(env: { CAPTURE_ALLOW_HOSTS: string; CAPTURE_TIMEOUT_SECONDS: number; CAPTURE_MAX_HEIGHT: number; CAPTURE_CREDENTIALS_KEY?: string | undefined }) {
  return {
    allowHosts: env.CAPTURE_ALLOW_HOSTS.split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    timeoutMs: env.CAPTURE_TIMEOUT_SECONDS * 1000,
    maxHeight: env.CAPTURE_MAX_HEIGHT,
    credentialsKey: env.CAPTURE_CREDENTIALS_KEY ?? null,
  };
}
export type CaptureSettings = ReturnType<typeof readCaptureSettings>;
