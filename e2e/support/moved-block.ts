import sharp from 'sharp';

/** The design's size, in pixels. */
export const WIDTH = 1000;
export const HEIGHT = 600;
/** A dark-blue block, 120×100: at (100, 100) in version 1, moved far away to (700, 380) in version 2, so two changed boxes are found. */
export const BEFORE = { x: 100, y: 100 };
export const AFTER = { x: 700, y: 380 };

/** A light page with one dark-blue block at `at`. */
export async function designWithBlock(at: { x: number; y: number }): Promise<Buffer> {
  const block = await sharp({ create: { width: 120, height: 100, channels: 3, background: '#1e3a8a' } }).png().toBuffer();
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#f5f5f0' } })
    .composite([{ input: block, left: at.x, top: at.y }])
    .png()
    .toBuffer();
}
