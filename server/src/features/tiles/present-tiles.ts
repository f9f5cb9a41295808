import type { Tiles } from '@review/contract/tiles';
import { PYRAMID_KIND, type PyramidDetails } from './repository.ts';

/** A variation's pyramid as the API gives it (`tiles`), from its rows of `variation_renders`; null until one is made. */
export function presentTiles(renders: { kind: string; blob_key: string; details: string | null }[] = []): Tiles | null {
  const row = renders.find((render) => render.kind === PYRAMID_KIND);
  if (!row?.details) return null;
  const details = JSON.parse(row.details) as PyramidDetails;
  const digest = row.blob_key.slice(row.blob_key.indexOf('/') + 1, row.blob_key.lastIndexOf('.'));
  return { url: `tiles/${digest}.dzi`, layout: 'dzi', width: details.width, height: details.height, tile_size: details.tile_size, format: details.format };
}

/** The DeepZoom descriptor of a pyramid, as dzsave writes it. */
export const describePyramid = ({ width, height, tile_size, format }: PyramidDetails) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="${format}" Overlap="0" TileSize="${tile_size}"><Size Width="${width}" Height="${height}"/></Image>\n`;
