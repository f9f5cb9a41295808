import { describe, expect, it } from 'vitest';
import type { Page } from '@review/contract/assets';
import type { VariationChanges } from '@review/contract/changes';
import type { CompareSide } from './compare-sides.ts';
import { serverBoxesOf } from './server-boxes.ts';

const side = (variationId: number, width: number, number = 1): CompareSide => ({ label: `V${variationId}`, variationId, page: { number, width, height: 100 } as Page });
const region = (page: number) => ({ page, x: 1, y: 2, width: 3, height: 4, changed_pixels: 5 });
const changes = (comparedWith: number | null, state: VariationChanges['state'] = 'ready'): VariationChanges => ({ compared_with: comparedWith, state, regions: [region(1), region(2)], changed_ratio: 0.1, compared_at: null });

describe('serverBoxesOf', () => {
  it('outlines the new side’s boxes of the page shown, in its size', () => {
    expect(serverBoxesOf(side(1, 200), side(2, 300), undefined, changes(1))).toEqual({ regions: [region(1)], page: { width: 300, height: 100 } });
    expect(serverBoxesOf(side(1, 200, 2), side(2, 300, 2), undefined, changes(1))?.regions).toEqual([region(2)]);
  });

  it('works with the sides swapped', () => {
    expect(serverBoxesOf(side(2, 300), side(1, 200), changes(1), undefined)?.page.width).toBe(300);
  });

  it('outlines nothing for another pair, or before the comparison is ready', () => {
    expect(serverBoxesOf(side(3, 200), side(2, 300), undefined, changes(1))).toBeUndefined();
    expect(serverBoxesOf(side(1, 200), side(2, 300), undefined, changes(1, 'pending'))).toBeUndefined();
  });
});
