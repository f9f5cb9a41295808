/**
 * The kinds of file an upload accepts, as plain constants: apart from the schemas on purpose, so a
 * screen that only needs a file picker's `accept` list (the dashboard) does not load zod with them.
 */

/** Office formats reviewed as PDF pages (converted on the server), by the original's type. */
export const OFFICE_SOURCE_TYPES = ['docx', 'pptx', 'xlsx', 'odt', 'odp', 'ods'] as const;
export type OfficeSourceType = (typeof OFFICE_SOURCE_TYPES)[number];

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
export const OFFICE_FILE_ACCEPT = `${Object.values(OFFICE_MIME_TYPES).join(',')},${OFFICE_SOURCE_TYPES.map((type) => `.${type}`).join(',')}`;

/** Accepted video containers, told apart by content on the server. */
export const VIDEO_FILE_TYPES = ['mp4', 'mov', 'webm'] as const;
export const VIDEO_FILE_ACCEPT = 'video/mp4,video/quicktime,video/webm,.mp4,.m4v,.mov,.webm';

/** Accepted sound files, told apart by content on the server. */
export const AUDIO_FILE_ACCEPT = 'audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/aac,audio/flac,audio/ogg,audio/webm,.mp3,.wav,.m4a,.aac,.flac,.ogg,.opus';

/** Accepted banner archives: a ZIP with index.html at its root, told apart by content on the server. */
export const BANNER_FILE_ACCEPT = 'application/zip,.zip';

/** Accepted design-file types (spec section 5, and documents), checked by content on the server. */
export const DESIGN_FILE_TYPES = ['jpg', 'png', 'gif', 'tiff', 'webp', 'avif', 'svg', 'pdf', 'docx', 'pptx', 'xlsx', 'odt', 'odp', 'ods', 'mp4', 'mov', 'webm', 'mp3', 'wav', 'm4a', 'aac', 'flac', 'ogg', 'opus', 'zip'] as const;
/** The `accept` list of file pickers. */
export const DESIGN_FILE_ACCEPT = `image/jpeg,image/png,image/gif,image/tiff,image/webp,image/avif,image/svg+xml,application/pdf,.jpg,.jpeg,.png,.gif,.tif,.tiff,.webp,.avif,.svg,.pdf,${OFFICE_FILE_ACCEPT},${VIDEO_FILE_ACCEPT},${AUDIO_FILE_ACCEPT},${BANNER_FILE_ACCEPT}`;
