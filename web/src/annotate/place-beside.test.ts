import { describe, expect, it } from 'vitest';
import { placeBeside } from './place-beside.ts';

const box = { width: 200, height: 100 };

describe('placeBeside', () => {
  it('goes right of and below the anchor when it fits', () => {
    expect(placeBeside({ x: 10, y: 10 }, { width: 800, height: 600 }, box)).toEqual({ left: 22, top: 22 });
  });

  it('flips left and above near the far edges', () => {
    expect(placeBeside({ x: 700, y: 550 }, { width: 800, height: 600 }, box)).toEqual({ left: 488, top: 438 });
  });

  it('stays inside a small area as far as it can', () => {
    expect(placeBeside({ x: 100, y: 50 }, { width: 250, height: 120 }, box)).toEqual({ left: 50, top: 20 });
    expect(placeBeside({ x: 5, y: 5 }, { width: 100, height: 50 }, box)).toEqual({ left: 0, top: 0 });
  });
});
