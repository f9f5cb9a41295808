import { z } from 'zod';

export const DEFAULT_SOFFICE_PATH = '/usr/bin/soffice';

/** The Office conversions' settings in the environment (config.ts spreads them in). */
export const OFFICE_ENV = {
  // LibreOffice's command (Debian's libreoffice-*-nogui packages); absent, Office files are refused with what to install.
  SOFFICE_PATH: z.string().trim().min(1).default(DEFAULT_SOFFICE_PATH),
  // A Gotenberg service that converts instead of a local LibreOffice, for deployments that keep converters apart.
  OFFICE_CONVERTER_URL: z
    .string()
    .trim()
    .optional()
    .refine((url) => !url || (URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)), 'must be an http(s) address such as http://gotenberg:3000'),
  // One conversion's time; past it LibreOffice (every process it started) is killed and the upload refused.
  OFFICE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  // The address space LibreOffice may take (prlimit --as); a file that needs more is refused.
  OFFICE_MEMORY_MB: z.coerce.number().int().min(128).max(65_536).default(1536),
};

export function readOfficeSettings(env: { SOFFICE_PATH: string; OFFICE_CONVERTER_URL?: string | undefined; OFFICE_TIMEOUT_SECONDS: number; OFFICE_MEMORY_MB: number }) {
  return {
    sofficePath: env.SOFFICE_PATH,
    converterUrl: env.OFFICE_CONVERTER_URL ? env.OFFICE_CONVERTER_URL.replace(/\/+$/, '') : null,
    timeoutMs: env.OFFICE_TIMEOUT_SECONDS * 1000,
    memoryBytes: env.OFFICE_MEMORY_MB * 1024 * 1024,
  };
}
export type OfficeSettings = ReturnType<typeof readOfficeSettings>;

/** As an operator who set nothing has them. */
export const DEFAULT_OFFICE_SETTINGS: OfficeSettings = readOfficeSettings({ SOFFICE_PATH: DEFAULT_SOFFICE_PATH, OFFICE_TIMEOUT_SECONDS: 60, OFFICE_MEMORY_MB: 1536 });
