import type { VideoSprite } from '@review/contract/media';
import { lastFrameOf, type FrameClock } from './frame-clock.ts';

/** Where a tile sits in the sprite sheet, in tiles from its top left, and the frame it shows. */
export interface SpriteTile {
  column: number;
  row: number;
  frame: number;
}

/**
 * The frame on screen at `seconds`, as the renderer took each tile (sprite.ts: the first frame
 * ending after the tile's time): exact, with none of the tolerance `frameAt` gives a player's
 * rounded clock, which would name the next frame for a time a hair before it starts.
 */
function frameShownAt(clock: FrameClock, seconds: number): number {
  if (clock.times) {
    let frame = 0;
    while (frame + 1 < clock.times.length && clock.times[frame + 1]! <= seconds) frame += 1;
    return frame;
  }
  return Math.min(lastFrameOf(clock), Math.floor((seconds * clock.rate.num) / clock.rate.den));
}

/**
 * The sprite's tile for frame `frame`: the last one taken at or before it, one every `interval_ms`,
 * left to right, top to bottom. Tile k shows the frame on screen at k × interval, so at 23.976 tile 1
 * (1 s) is frame 23, which ends at 1.001 s: frame 24 is shown by tile 1 too, never as a tile of its own.
 */
export function spriteTileOf(sprite: VideoSprite, clock: FrameClock, frame: number): SpriteTile {
  const interval = Math.max(1, sprite.interval_ms) / 1000;
  let index = Math.min(Math.max(0, sprite.count - 1), Math.floor(((frame + 1) * clock.rate.den) / clock.rate.num / interval));
  if (clock.times) index = Math.min(Math.max(0, sprite.count - 1), Math.floor((clock.times[frame + 1] ?? clock.duration) / interval));
  while (index > 0 && frameShownAt(clock, index * interval) > frame) index -= 1;
  return { column: index % sprite.columns, row: Math.floor(index / sprite.columns), frame: frameShownAt(clock, index * interval) };
}
