import { DESIGN_FILE_ACCEPT, DESIGN_FILE_TYPES } from '@review/contract/file-types';
import { currentIntl } from '../../i18n/index.ts';

/** 'jpg, png, …, mov or webm': the contract's list, as every upload text names it, in the shown language. */
export const designFileTypesText = () =>
  currentIntl().formatMessage({ id: 'projects.designFile.types' }, { types: DESIGN_FILE_TYPES.slice(0, -1).join(', '), last: DESIGN_FILE_TYPES.at(-1) });

/** Under every design-file picker; the `accept` list is the contract's DESIGN_FILE_ACCEPT. */
export const designFileHint = () => currentIntl().formatMessage({ id: 'projects.designFile.hint' }, { types: designFileTypesText() });

// The picker's own list, read once: MIME types, and extensions (with their dot) for files the browser gives no type.
const acceptEntries = DESIGN_FILE_ACCEPT.split(',').map((entry) => entry.trim().toLowerCase());
const acceptedTypes = new Set(acceptEntries.filter((entry) => !entry.startsWith('.')));
const acceptedExtensions = new Set(acceptEntries.filter((entry) => entry.startsWith('.')));

/**
 * Whether a file is worth sending as a design file, by MIME type or, when the browser gives none or a
 * generic one, by extension. The server still checks the content; this only spares a long upload
 * the server would refuse anyway.
 */
export function isDesignFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (acceptedTypes.has(file.type.toLowerCase())) return true;
  const dot = file.name.lastIndexOf('.');
  return dot > 0 && acceptedExtensions.has(file.name.slice(dot).toLowerCase());
}

/** Why a picked or dropped file is not sent, as the description of 'Failed to Upload File'; null when it may be. */
export function designFileRefusal(file: Pick<File, 'name' | 'type'>): string | null {
  return isDesignFile(file) ? null : currentIntl().formatMessage({ id: 'projects.designFile.refusal' }, { name: file.name, types: designFileTypesText() });
}

/** A file's name without its extension: the default title of an asset and name of a variation (spec section 5). */
export function nameWithoutExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}
