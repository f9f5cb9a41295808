import { describe, expect, it } from 'vitest';
import { measureFrameRate } from './frame-rate.ts';

/** Start ticks of `count` frames a `num/den` rate apart, rounded to a time base of `resolution` ticks a second. */
const grid = (count: number, num: number, den: number, resolution: number, offset = 0) =>
  Array.from({ length: count }, (_, index) => Math.round(offset + (index * resolution * den) / num));

describe('measureFrameRate', () => {
  it('reads exact standard rates as fractions', () => {
    expect(measureFrameRate(grid(1440, 24000, 1001, 24000), 1001, 24000)).toEqual({ rate: { num: 24000, den: 1001 }, variable: false });
    expect(measureFrameRate(grid(100, 25, 1, 12800), 512, 12800)).toEqual({ rate: { num: 25, den: 1 }, variable: false });
    expect(measureFrameRate(grid(600, 60000, 1001, 60000), 1001, 60000)).toEqual({ rate: { num: 60000, den: 1001 }, variable: false });
  });

  it('snaps a WebM’s millisecond rounding to the standard rate it came from', () => {
    expect(measureFrameRate(grid(72, 24000, 1001, 1000, 7), 42, 1000)).toEqual({ rate: { num: 24000, den: 1001 }, variable: false });
    expect(measureFrameRate(grid(72, 24, 1, 1000), 42, 1000)).toEqual({ rate: { num: 24, den: 1 }, variable: false });
    expect(measureFrameRate(grid(300, 30000, 1001, 1000), 33, 1000)).toEqual({ rate: { num: 30000, den: 1001 }, variable: false });
  });

  it('keeps an even rate that is no standard as the fraction measured', () => {
    expect(measureFrameRate(grid(50, 7, 1, 700), 100, 700)).toEqual({ rate: { num: 7, den: 1 }, variable: false });
  });

  it('calls uneven spacing variable, with the rate most frames have', () => {
    const starts = [...grid(10, 24, 1, 24000), ...grid(30, 12, 1, 24000, 10000)];
    expect(measureFrameRate(starts, 2000, 24000)).toEqual({ rate: { num: 12, den: 1 }, variable: true });
  });

  it('calls a dropped frame in an even video variable', () => {
    const starts = grid(100, 25, 1, 1000).filter((_, index) => index !== 50);
    expect(measureFrameRate(starts, 40, 1000)).toEqual({ rate: { num: 25, den: 1 }, variable: true });
  });

  it('rates a single frame by its duration', () => {
    expect(measureFrameRate([0], 1001, 24000)).toEqual({ rate: { num: 24000, den: 1001 }, variable: false });
  });
});
