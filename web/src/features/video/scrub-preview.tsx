import type { VideoSprite } from '@review/contract/media';
import { fileUrl } from '../../lib/format.ts';
import { spriteTileAt } from './sprite-tile.ts';

/** Width the hovered thumbnail is shown at, in CSS pixels. */
const PREVIEW_WIDTH = 160;

export interface ScrubPreviewProps {
  /** The thumbnail sheet, once rendered; without it only the timecode shows. */
  sprite: VideoSprite | null;
  seconds: number;
  timecode: string;
  /** Where the pointer is along the bar, 0 to 1. */
  position: number;
  fileQuery: string;
}

/** Above the scrub bar where the pointer hovers: the sprite's thumbnail of that moment and its timecode. */
export function ScrubPreview({ sprite, seconds, timecode, position, fileQuery }: ScrubPreviewProps) {
  const scale = sprite ? PREVIEW_WIDTH / sprite.tile_width : 1;
  const tile = sprite && spriteTileAt(sprite, seconds);
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute bottom-full z-20 mb-2 flex -translate-x-1/2 flex-col items-center gap-1 rounded-md bg-black/85 p-1 text-white shadow-lg"
      // Kept inside the bar: at either end the box leans inwards rather than stick out of the viewer.
      style={{ left: `clamp(${PREVIEW_WIDTH / 2 + 4}px, ${position * 100}%, calc(100% - ${PREVIEW_WIDTH / 2 + 4}px))` }}
    >
      {sprite && tile && (
        <div
          className="rounded-sm bg-no-repeat"
          style={{
            width: PREVIEW_WIDTH,
            height: sprite.tile_height * scale,
            backgroundImage: `url("${fileUrl(sprite.url)}${fileQuery}")`,
            backgroundSize: `${sprite.columns * sprite.tile_width * scale}px ${sprite.rows * sprite.tile_height * scale}px`,
            backgroundPosition: `-${tile.column * sprite.tile_width * scale}px -${tile.row * sprite.tile_height * scale}px`,
          }}
        />
      )}
      <span className="px-1 font-mono text-xs tabular">{timecode}</span>
    </div>
  );
}
