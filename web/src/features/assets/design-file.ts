/** Under every design-file picker; the `accept` list is the contract's DESIGN_FILE_ACCEPT. */
export const DESIGN_FILE_HINT = 'JPG, PNG, GIF or TIFF.';

/** A file's name without its extension: the default title of an asset and name of a variation (spec section 5). */
export function nameWithoutExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}
