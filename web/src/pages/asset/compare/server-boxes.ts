import type { ChangedRegion, VariationChanges } from '@review/contract/changes';
import type { ImageSize } from '../../../annotate/geometry.ts';
import { regionsOnPage } from '../../../features/changes/change-box.ts';
import type { CompareSide } from './compare-sides.ts';

/** The server's boxes to outline, and the size of the (new) page they are in. */
export interface ServerBoxes {
  regions: ChangedRegion[];
  page: ImageSize;
}

/**
 * The server's changed boxes for this pair, when one side is the new variation and the other the one
 * it was compared with (either way round); the boxes of the page shown, in the new page's pixels.
 */
export function serverBoxesOf(a: CompareSide, b: CompareSide, changesOfA: VariationChanges | undefined, changesOfB: VariationChanges | undefined): ServerBoxes | undefined {
  for (const [side, other, changes] of [
    [b, a, changesOfB],
    [a, b, changesOfA],
  ] as const) {
    if (changes?.state === 'ready' && changes.compared_with === other.variationId) {
      return { regions: regionsOnPage(changes.regions, side.page.number), page: { width: side.page.width, height: side.page.height } };
    }
  }
  return undefined;
}
