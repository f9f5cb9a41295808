import { describe, expect, it } from 'vitest';
import type { ChangedRegion } from '@review/contract/changes';
import { regionsOnPage, stageBoxOf } from './change-box.ts';

describe('stageBoxOf', () => {
  it('places a box in percent of its page, so zoom and pan carry it', () => {
    expect(stageBoxOf({ x: 100, y: 50, width: 200, height: 100 }, { width: 800, height: 400 })).toEqual({ left: 12.5, top: 12.5, width: 25, height: 25 });
  });

  it('lines up on a stage drawn at another size (a side stretched in compare)', () => {
    const box = stageBoxOf({ x: 400, y: 300, width: 80, height: 60 }, { width: 800, height: 600 });
    const stage = { width: 400, height: 300 };
    expect({ x: (box.left / 100) * stage.width, y: (box.top / 100) * stage.height, width: (box.width / 100) * stage.width }).toEqual({ x: 200, y: 150, width: 40 });
  });

  it('clips a box that runs past the page', () => {
    expect(stageBoxOf({ x: 700, y: -20, width: 200, height: 60 }, { width: 800, height: 400 })).toEqual({ left: 87.5, top: 0, width: 12.5, height: 10 });
  });
});

describe('regionsOnPage', () => {
  it('keeps the boxes of the page shown', () => {
    const regions: ChangedRegion[] = [1, 2, 2].map((page, x) => ({ page, x, y: 0, width: 1, height: 1, changed_pixels: 1 }));
    expect(regionsOnPage(regions, 2).map((region) => region.x)).toEqual([1, 2]);
  });
});
