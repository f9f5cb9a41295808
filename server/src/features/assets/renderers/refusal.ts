/** Why a file cannot be reviewed, in words for the person who uploaded it (sent back as a 422). */
export class RenderRefusal extends Error {}

export const REFUSED_TYPE = 'Only jpg, png, gif, tiff, webp, avif, svg and pdf files are accepted.';
export const UNREADABLE_IMAGE = 'The file could not be read as an image: it may be damaged or incomplete.';
export const UNREADABLE_SVG = 'The SVG could not be read: it may be damaged or incomplete.';
export const PDF_INCOMPLETE = 'The PDF is incomplete: it ends before its last part. Please export or download it again.';
export const PDF_BROKEN = 'The PDF could not be read: it may be damaged.';
export const PDF_ENCRYPTED = 'The PDF is protected by a password. Please upload a copy without one.';
export const PDF_EMPTY = 'The PDF has no pages.';
export const tooManyPages = (pages: number, max: number) => `A PDF may have at most ${max} pages; this one has ${pages}.`;
export const TOO_MANY_PIXELS = 'The document is too large to render: its pages add up to more than 2 billion pixels.';
export const pageUnreadable = (page: number) => `Page ${page} of the PDF could not be rendered: it may be damaged.`;
