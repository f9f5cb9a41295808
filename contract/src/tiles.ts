import { z } from 'zod';

/** Tile layouts a pyramid is served in: DeepZoom (a `.dzi` descriptor beside `<name>_files/<level>/<column>_<row>.<format>`) or IIIF (an `info.json`). */
export const TileLayoutSchema = z.enum(['dzi', 'iiif']);

/**
 * A design's tile pyramid, for zooming past what its preview holds: null while it is being made or
 * when the preview already holds every pixel. Tiles are in the original's (upright) pixels, as annotations are.
 */
export const TilesSchema = z.object({
  /** The DeepZoom descriptor (or IIIF `info.json`), relative to the app's host; its tiles are beside it under the same access as the preview. */
  url: z.string(),
  layout: TileLayoutSchema,
  /** The full-resolution level's size, the original's pixels. */
  width: z.number().int(),
  height: z.number().int(),
  /** Pixels on a tile's side (edge tiles are smaller); tiles do not overlap. */
  tile_size: z.number().int(),
  /** The tiles' image format, their files' extension: `webp`. */
  format: z.string(),
});
export type Tiles = z.infer<typeof TilesSchema>;
