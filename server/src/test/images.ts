import sharp from 'sharp';

/** A real image of the given format, made on the fly so tests carry no binary fixtures. */
export function makeImage(format: 'png' | 'jpeg' | 'gif' | 'tiff' | 'webp', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}
