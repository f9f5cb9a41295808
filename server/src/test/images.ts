import sharp from 'sharp';

/** A real image of the given format, made on the fly so tests carry no binary fixtures. */
export function makeImage(format: 'png' | 'jpeg' | 'gif' | 'tiff' | 'webp', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A PNG whose pixels tell where they are (red follows x, green follows y, repeating every 256
 * pixels), so a crop taken from the wrong place or scale shows in its colours.
 */
export function makeGradientImage(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = x % 256;
      pixels[at + 1] = y % 256;
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}
