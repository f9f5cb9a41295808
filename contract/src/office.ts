import { z } from 'zod';

/** Office formats reviewed as PDF pages (converted on the server), by the original's type. */
export const OfficeSourceTypeSchema = z.enum(['docx', 'pptx', 'xlsx', 'odt', 'odp', 'ods']);
export type OfficeSourceType = z.infer<typeof OfficeSourceTypeSchema>;

/** The MIME type each is stored and served with (`file_type`). */
export const OFFICE_MIME_TYPES: Readonly<Record<OfficeSourceType, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  odp: 'application/vnd.oasis.opendocument.presentation',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

/** The Office type of a stored `file_type`, or null for any other file. */
export function officeSourceTypeOf(fileType: string): OfficeSourceType | null {
  const found = Object.entries(OFFICE_MIME_TYPES).find(([, mime]) => mime === fileType);
  return found ? (found[0] as OfficeSourceType) : null;
}

/** The `accept` list of file pickers for Office files. */
export const OFFICE_FILE_ACCEPT = `${Object.values(OFFICE_MIME_TYPES).join(',')},${OfficeSourceTypeSchema.options.map((type) => `.${type}`).join(',')}`;
