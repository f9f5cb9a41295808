import { describe, expect, it } from 'vitest';
import { loopBounds, markIn, markOut, NO_LOOP, playStartOf } from './loop-range.ts';

describe('loop range', () => {
  it('sets in and out at a frame', () => {
    const range = markOut(markIn(NO_LOOP, 10), 20);
    expect(range).toEqual({ in: 10, out: 20 });
    expect(loopBounds(range, 99)).toEqual({ first: 10, last: 20 });
  });

  it('drops the other point when the new one would turn the range inside out', () => {
    expect(markIn({ in: 10, out: 20 }, 30)).toEqual({ in: 30, out: null });
    expect(markOut({ in: 10, out: 20 }, 5)).toEqual({ in: null, out: 5 });
    expect(markIn({ in: 10, out: 20 }, 20)).toEqual({ in: 20, out: 20 });
  });

  it('reads a lone point as running to the end or from the start', () => {
    expect(loopBounds({ in: 40, out: null }, 99)).toEqual({ first: 40, last: 99 });
    expect(loopBounds({ in: null, out: 40 }, 99)).toEqual({ first: 0, last: 40 });
    expect(loopBounds(NO_LOOP, 99)).toBeNull();
    expect(loopBounds({ in: 150, out: 200 }, 99)).toEqual({ first: 99, last: 99 });
  });

  it('starts play from the loop’s first frame when outside it, and from the start at the end of the video', () => {
    const bounds = { first: 10, last: 20 };
    expect(playStartOf(15, bounds, 99)).toBe(15);
    expect(playStartOf(5, bounds, 99)).toBe(10);
    expect(playStartOf(20, bounds, 99)).toBe(10);
    expect(playStartOf(50, null, 99)).toBe(50);
    expect(playStartOf(99, null, 99)).toBe(0);
  });
});
