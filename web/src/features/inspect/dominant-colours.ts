import type { Rgb } from './colour.ts';

/** Colours closer than this (per channel, in 0–255) are one colour: anti-aliasing and compression noise. */
const SAME_COLOUR = 24;

/** The two colours a text sample is made of: the background covers the most pixels, the text the next most. */
export interface ColourPair {
  text: Rgb;
  background: Rgb;
}

const isSame = (a: Rgb, b: Rgb) => Math.abs(a.r - b.r) <= SAME_COLOUR && Math.abs(a.g - b.g) <= SAME_COLOUR && Math.abs(a.b - b.b) <= SAME_COLOUR;

/**
 * The two dominant colours of RGBA pixels (as `ImageData.data`), or null when the box holds a single
 * colour. Pixels are counted in exact colours and the most common ones taken, so the result is a
 * colour of the image rather than a mean that blends text edges into it; the text is the most common
 * colour clearly unlike the background. Transparent pixels do not count.
 */
export function dominantColours(pixels: Uint8ClampedArray | readonly number[]): ColourPair | null {
  const counts = new Map<number, number>();
  for (let index = 0; index + 3 < pixels.length; index += 4) {
    if (pixels[index + 3]! < 128) continue;
    const key = (pixels[index]! << 16) | (pixels[index + 1]! << 8) | pixels[index + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]).map(([key]) => ({ r: key >> 16, g: (key >> 8) & 255, b: key & 255 }));
  const background = ranked[0];
  const text = background && ranked.find((colour) => !isSame(colour, background));
  return background && text ? { text, background } : null;
}
