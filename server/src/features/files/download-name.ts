/** The other spellings of a stored extension that a downloaded name may keep as they are. */
const SPELLINGS: Record<string, string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe'],
  tiff: ['tiff', 'tif'],
};

const lastExtension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The name a design's original is saved under: the uploaded name, ending in the extension of the
 * type its bytes were found to be. A desktop opens a file by its extension, so `poly.png.html`
 * (a real PNG with a page appended) must not arrive as a web page: it is saved as `poly.png`.
 */
export function downloadName(uploadedName: string, detectedExtension: string): string {
  const accepted = SPELLINGS[detectedExtension] ?? [detectedExtension];
  if (accepted.includes(lastExtension(uploadedName))) return uploadedName;
  const stem = lastExtension(uploadedName) ? uploadedName.slice(0, uploadedName.lastIndexOf('.')) : uploadedName;
  if (accepted.includes(lastExtension(stem))) return stem;
  return `${stem || 'design'}.${detectedExtension}`;
}
