import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name.ts';

describe('downloadName', () => {
  it('keeps a name that already ends in the detected type, in any of its spellings', () => {
    expect(downloadName('hero.png', 'png')).toBe('hero.png');
    expect(downloadName('Photo.JPEG', 'jpg')).toBe('Photo.JPEG');
    expect(downloadName('scan.tif', 'tiff')).toBe('scan.tif');
  });

  it('drops an extension the bytes do not bear out', () => {
    expect(downloadName('poly.png.html', 'png')).toBe('poly.png');
    expect(downloadName('invoice.pdf.exe', 'pdf')).toBe('invoice.pdf');
    expect(downloadName('brochure.final.html', 'pdf')).toBe('brochure.final.pdf');
    expect(downloadName('logo.svg.htm', 'svg')).toBe('logo.svg');
  });

  it('gives a name without an extension the detected one', () => {
    expect(downloadName('hero', 'webp')).toBe('hero.webp');
    expect(downloadName('.png', 'png')).toBe('.png.png');
    expect(downloadName('', 'gif')).toBe('design.gif');
  });
});
