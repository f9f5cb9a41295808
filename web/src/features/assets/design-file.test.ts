import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import { designFileHint, designFileRefusal, designFileTypesText, isDesignFile, nameWithoutExtension } from './design-file.ts';

const file = (name: string, type = '') => ({ name, type });

describe('design files', () => {
  beforeAll(useEnglishInTests);

  it('names every accepted type in one list', () => {
    expect(designFileTypesText()).toBe('jpg, png, gif, tiff, webp, avif, svg, pdf, docx, pptx, xlsx, odt, odp, ods, mp4, mov, webm, mp3, wav, m4a, aac, flac, ogg, opus or zip');
    expect(designFileHint()).toBe('Accepted file types: jpg, png, gif, tiff, webp, avif, svg, pdf, docx, pptx, xlsx, odt, odp, ods, mp4, mov, webm, mp3, wav, m4a, aac, flac, ogg, opus or zip.');
  });

  it('accepts images, documents and videos by MIME type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/tiff', 'image/webp', 'image/avif', 'image/svg+xml', 'application/pdf', 'video/mp4', 'video/quicktime', 'video/webm']) {
      expect(isDesignFile(file('upload', type))).toBe(true);
    }
  });

  it('accepts by extension when the browser gives no type or a generic one', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.tif', 'a.tiff', 'a.webp', 'a.avif', 'a.svg', 'brochure.final.PDF', 'spot.MOV', 'spot.mp4', 'spot.m4v', 'spot.webm']) {
      expect(isDesignFile(file(name))).toBe(true);
    }
    expect(isDesignFile(file('deck.pdf', 'application/octet-stream'))).toBe(true);
  });

  it('refuses other files', () => {
    expect(isDesignFile(file('notes.txt', 'text/plain'))).toBe(false);
    expect(isDesignFile(file('clip.avi', 'video/x-msvideo'))).toBe(false);
    expect(isDesignFile(file('pdf'))).toBe(false);
    expect(isDesignFile(file('.pdf'))).toBe(false);
  });

  it('says why a file is not sent', () => {
    expect(designFileRefusal(file('notes.txt', 'text/plain'))).toBe('notes.txt — Choose a jpg, png, gif, tiff, webp, avif, svg, pdf, docx, pptx, xlsx, odt, odp, ods, mp4, mov, webm, mp3, wav, m4a, aac, flac, ogg, opus or zip file.');
    expect(designFileRefusal(file('deck.pdf', 'application/pdf'))).toBeNull();
  });

  it('takes the extension off a file name', () => {
    expect(nameWithoutExtension('brochure.v2.pdf')).toBe('brochure.v2');
    expect(nameWithoutExtension('.hidden')).toBe('.hidden');
  });
});
