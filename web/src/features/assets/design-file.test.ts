import { describe, expect, it } from 'vitest';
import { DESIGN_FILE_HINT, DESIGN_FILE_TYPES_TEXT, designFileRefusal, isDesignFile, nameWithoutExtension } from './design-file.ts';

const file = (name: string, type = '') => ({ name, type });

describe('design files', () => {
  it('names every accepted type in one list', () => {
    expect(DESIGN_FILE_TYPES_TEXT).toBe('jpg, png, gif, tiff, webp, avif, svg or pdf');
    expect(DESIGN_FILE_HINT).toBe('Accepted file types: jpg, png, gif, tiff, webp, avif, svg or pdf.');
  });

  it('accepts images and documents by MIME type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/tiff', 'image/webp', 'image/avif', 'image/svg+xml', 'application/pdf']) {
      expect(isDesignFile(file('upload', type))).toBe(true);
    }
  });

  it('accepts by extension when the browser gives no type or a generic one', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.tif', 'a.tiff', 'a.webp', 'a.avif', 'a.svg', 'brochure.final.PDF']) {
      expect(isDesignFile(file(name))).toBe(true);
    }
    expect(isDesignFile(file('deck.pdf', 'application/octet-stream'))).toBe(true);
  });

  it('refuses other files', () => {
    expect(isDesignFile(file('notes.txt', 'text/plain'))).toBe(false);
    expect(isDesignFile(file('clip.mp4', 'video/mp4'))).toBe(false);
    expect(isDesignFile(file('pdf'))).toBe(false);
    expect(isDesignFile(file('.pdf'))).toBe(false);
  });

  it('says why a file is not sent', () => {
    expect(designFileRefusal(file('notes.txt', 'text/plain'))).toBe('notes.txt — Choose a jpg, png, gif, tiff, webp, avif, svg or pdf file.');
    expect(designFileRefusal(file('deck.pdf', 'application/pdf'))).toBeNull();
  });

  it('takes the extension off a file name', () => {
    expect(nameWithoutExtension('brochure.v2.pdf')).toBe('brochure.v2');
    expect(nameWithoutExtension('.hidden')).toBe('.hidden');
  });
});
