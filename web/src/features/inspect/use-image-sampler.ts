import { useEffect, useState } from 'react';
import { imagePoint, type ImagePoint } from '@review/contract/geometry';
import type { ImageSize } from '../../annotate/geometry.ts';
import type { Rgb } from './colour.ts';
import type { ImageBox } from './image-pixels.ts';
import { sourcePixel } from './image-pixels.ts';

/** Reads the decoded image's own pixels by image (page) pixel, whatever the zoom on screen. */
export interface ImageSampler {
  colourAt: (pixel: ImagePoint) => Rgb;
  /** The RGBA pixels of a box, as `ImageData.data`. */
  pixelsIn: (box: ImageBox) => Uint8ClampedArray;
}

/**
 * Decodes `url` once into an offscreen canvas at its full resolution and keeps its pixels, so the
 * checks read the file and not the screen (which is scaled, and colour-managed by the browser).
 * `size` is the page's size in image pixels; the file may be larger or smaller. Null until decoded,
 * or when it cannot be (a failed load).
 */
export function useImageSampler(url: string | null, size: ImageSize): ImageSampler | null {
  const [sampler, setSampler] = useState<{ url: string; sampler: ImageSampler } | null>(null);
  const { width, height } = size;

  useEffect(() => {
    if (!url) return;
    let isCurrent = true;
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    image
      .decode()
      .then(() => {
        if (!isCurrent) return;
        const source = { width: image.naturalWidth, height: image.naturalHeight };
        const canvas = document.createElement('canvas');
        canvas.width = source.width;
        canvas.height = source.height;
        // sRGB, as the file is written: no colour management towards the display.
        const context = canvas.getContext('2d', { willReadFrequently: true, colorSpace: 'srgb' });
        if (!context) return;
        context.drawImage(image, 0, 0);
        const data = context.getImageData(0, 0, source.width, source.height).data;
        const page = { width, height };
        const colourAt = (pixel: ImagePoint): Rgb => {
          const { x, y } = sourcePixel(pixel, page, source);
          const index = (y * source.width + x) * 4;
          return { r: data[index]!, g: data[index + 1]!, b: data[index + 2]! };
        };
        const pixelsIn = (box: ImageBox) => {
          const from = sourcePixel(imagePoint(box.x, box.y), page, source);
          const to = sourcePixel(imagePoint(box.x + box.width, box.y + box.height), page, source);
          return context.getImageData(from.x, from.y, Math.max(1, to.x - from.x), Math.max(1, to.y - from.y)).data;
        };
        setSampler({ url, sampler: { colourAt, pixelsIn } });
      })
      .catch(() => undefined); // The viewer's image says when it cannot be loaded.
    return () => {
      isCurrent = false;
    };
  }, [url, width, height]);

  return sampler && sampler.url === url ? sampler.sampler : null;
}
