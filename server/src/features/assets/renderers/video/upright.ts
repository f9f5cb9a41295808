import type { VideoSample } from 'mediabunny';
import sharp, { type Sharp } from 'sharp';
import { frameRgb } from './frame-rgb.ts';

/** Degrees clockwise a file asks players to turn its frames. */
export type Rotation = 0 | 90 | 180 | 270;

/**
 * A frame as people see it: turned as the file asks and scaled to `size`, the display size or a
 * fraction of it (so pixels of a non-square aspect ratio come out square). A small `size` reads
 * only every few source pixels, keeping twice what libvips needs to scale it down well.
 */
export async function uprightImage(sample: VideoSample, rotation: Rotation, size: { width: number; height: number }): Promise<Sharp> {
  const [across, down] = rotation % 180 === 0 ? [size.width, size.height] : [size.height, size.width];
  const step = Math.max(1, Math.min(Math.floor(sample.visibleRect.width / (2 * across)), Math.floor(sample.visibleRect.height / (2 * down))));
  const { data, width, height } = await frameRgb(sample, step);
  // Made into pixels here: a resize left in the pipeline would be overridden by the caller's own
  // (the thumbnail's width alone), which keeps this one's height and squashes the picture.
  const upright = await sharp(data, { raw: { width, height, channels: 3 } })
    .rotate(rotation)
    .resize({ width: size.width, height: size.height, fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(upright.data, { raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels } });
}
