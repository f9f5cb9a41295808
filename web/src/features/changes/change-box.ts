import type { ChangedRegion } from '@review/contract/changes';
import type { ImageSize } from '../../annotate/geometry.ts';

/** Where a box sits on the stage, in percent of the image on each axis (CSS `left/top/width/height`). */
export interface StageBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A changed box (image pixels of the page it was found on) → its place on the stage, in percent of
 * that page's size. As the markers are placed, the stage's own size (zoom) and scrolling (pan) then
 * carry it, and a stage drawn at another size (compare stretches B onto A) still lines up. Clipped
 * to the page, in case a box was found on a larger rendering.
 */
export function stageBoxOf(region: Pick<ChangedRegion, 'x' | 'y' | 'width' | 'height'>, page: ImageSize): StageBox {
  const left = Math.max(0, Math.min(region.x, page.width));
  const top = Math.max(0, Math.min(region.y, page.height));
  const right = Math.max(left, Math.min(region.x + region.width, page.width));
  const bottom = Math.max(top, Math.min(region.y + region.height, page.height));
  return { left: (left / page.width) * 100, top: (top / page.height) * 100, width: ((right - left) / page.width) * 100, height: ((bottom - top) / page.height) * 100 };
}

/** The boxes of one page. */
export function regionsOnPage(regions: readonly ChangedRegion[], page: number): ChangedRegion[] {
  return regions.filter((region) => region.page === page);
}
