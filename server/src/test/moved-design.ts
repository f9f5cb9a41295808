import sharp from 'sharp';
import { makeGradientImage } from './images.ts';

/**
 * A design for comparisons: a gradient (edges everywhere for a JPEG to blur) with a dark 120×60
 * "button" at `button` and a yellow badge near the bottom right; move the button for a second version.
 */
export async function makeDesign({ width = 800, height = 600, button = { left: 100, top: 100 } } = {}) {
  const block = await sharp({ create: { width: 120, height: 60, channels: 3, background: { r: 20, g: 30, b: 90 } } }).png().toBuffer();
  const badge = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 240, g: 200, b: 0 } } }).png().toBuffer();
  return sharp(await makeGradientImage(width, height))
    .composite([
      { input: block, left: button.left, top: button.top },
      { input: badge, left: width - 80, top: height - 80 },
    ])
    .png()
    .toBuffer();
}
