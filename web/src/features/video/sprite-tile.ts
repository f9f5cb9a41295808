import type { VideoSprite } from '@review/contract/media';

/** Where a tile sits in the sprite sheet, in tiles from its top left. */
export interface SpriteTile {
  column: number;
  row: number;
}

/** The sprite's tile nearest before `seconds`: one every `interval_ms`, left to right, top to bottom. */
export function spriteTileAt(sprite: VideoSprite, seconds: number): SpriteTile {
  const index = Math.min(Math.max(Math.floor((seconds * 1000) / Math.max(1, sprite.interval_ms)), 0), Math.max(0, sprite.count - 1));
  return { column: index % sprite.columns, row: Math.floor(index / sprite.columns) };
}
