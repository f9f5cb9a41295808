import type { Refusal } from '../refusal.ts';

/** Why an Office file cannot be reviewed, in words for the person who uploaded it (the upload's 422). */
export const OFFICE_NO_CONVERTER =
  'Office documents cannot be converted on this server: LibreOffice is not installed. An administrator can install it (apt-get install libreoffice-writer-nogui libreoffice-impress-nogui libreoffice-calc-nogui) or set OFFICE_CONVERTER_URL to a Gotenberg service.';
export const OFFICE_DAMAGED = 'The document could not be converted: it may be damaged, protected by a password, or too large to convert on this server.';
export const OFFICE_CONVERTER_FAILED = 'The document converter did not answer with a PDF. Please try again later.';
export const officeTooSlow = (seconds: number) => `The document took longer than ${seconds} seconds to convert, so it was refused.`;

/** The refusals with a code of their own, so a client can tell them apart. */
export const OFFICE_REFUSAL_CODES: Readonly<Record<string, Refusal>> = {
  [OFFICE_NO_CONVERTER]: { code: 'office_converter_missing' },
  [OFFICE_DAMAGED]: { code: 'office_damaged' },
  [OFFICE_CONVERTER_FAILED]: { code: 'office_converter_failed' },
};
