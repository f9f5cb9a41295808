import { describe, expect, it } from 'vitest';
import { clampFrame, clockOf, frameAt, frameEnd, frameMiddle, frameStart, lastFrameOf } from './frame-clock.ts';

const ntsc24 = clockOf({ frame_rate: { num: 24000, den: 1001 }, frame_count: 96, duration_ms: 4004 });

describe('frame clock, even frame rate', () => {
  it('puts frame n at n × den / num and seeks to its middle', () => {
    expect(frameStart(ntsc24, 1000 % 96)).toBeCloseTo((40 * 1001) / 24000, 9);
    expect(frameMiddle(ntsc24, 0)).toBeCloseTo(0.5 * (1001 / 24000), 9);
    expect(frameEnd(ntsc24, 95)).toBeCloseTo(4.004, 9);
  });

  it('reads a frame from the time of its own start, even rounded to the millisecond below (23.976 in WebM)', () => {
    const big = clockOf({ frame_rate: { num: 24000, den: 1001 }, frame_count: 1440, duration_ms: 60060 });
    // Frame 1000 starts at 41.708333 s; WebM stores 41.708 s.
    expect(frameAt(big, 41.708)).toBe(1000);
    expect(frameAt(big, (1000 * 1001) / 24000)).toBe(1000);
    for (let n = 0; n < 1440; n += 1) {
      expect(frameAt(big, Math.floor(frameStart(big, n) * 1000) / 1000)).toBe(n);
      expect(frameAt(big, frameMiddle(big, n))).toBe(n);
    }
  });

  it('never duplicates the first frame nor drops the last', () => {
    expect(frameAt(ntsc24, 0)).toBe(0);
    expect(frameAt(ntsc24, frameStart(ntsc24, 1))).toBe(1);
    expect(frameAt(ntsc24, frameMiddle(ntsc24, 95))).toBe(95);
    expect(frameAt(ntsc24, 99)).toBe(95);
  });

  it('works at 25, 29.97, 59.94 and 60 frames a second', () => {
    for (const frame_rate of [{ num: 25, den: 1 }, { num: 30000, den: 1001 }, { num: 60000, den: 1001 }, { num: 60, den: 1 }]) {
      const clock = clockOf({ frame_rate, frame_count: 600, duration_ms: null });
      for (let n = 0; n < 600; n += 1) {
        expect(frameAt(clock, Math.round(frameStart(clock, n) * 1000) / 1000)).toBe(n);
        expect(frameAt(clock, frameMiddle(clock, n))).toBe(n);
      }
    }
  });

  it('keeps frame numbers on the video', () => {
    expect(lastFrameOf(ntsc24)).toBe(95);
    expect(clampFrame(ntsc24, -3)).toBe(0);
    expect(clampFrame(ntsc24, 400)).toBe(95);
    expect(clampFrame(ntsc24, Number.NaN)).toBe(0);
  });

  it('counts the frames from the duration when the probe gave no count, and guesses a rate when it gave none', () => {
    expect(clockOf({ frame_rate: { num: 30, den: 1 }, frame_count: null, duration_ms: 2000 }).frameCount).toBe(60);
    expect(clockOf({ frame_rate: null, frame_count: 10, duration_ms: null }).rate).toEqual({ num: 25, den: 1 });
  });
});

describe('frame clock, variable frame rate', () => {
  const times = [0, 0.04, 0.1, 0.12, 0.2];
  const vfr = clockOf({ frame_rate: { num: 25, den: 1 }, frame_count: 5, duration_ms: 240 }, times);

  it('seeks to the middle between a frame and the next', () => {
    expect(frameMiddle(vfr, 1)).toBeCloseTo(0.07, 9);
    expect(frameMiddle(vfr, 4)).toBeCloseTo(0.22, 9);
  });

  it('finds the frame starting at or before a time', () => {
    expect(frameAt(vfr, 0)).toBe(0);
    expect(frameAt(vfr, 0.0399)).toBe(1);
    expect(frameAt(vfr, 0.095)).toBe(1);
    expect(frameAt(vfr, 0.11)).toBe(2);
    expect(frameAt(vfr, 0.5)).toBe(4);
    times.forEach((_, n) => expect(frameAt(vfr, frameMiddle(vfr, n))).toBe(n));
  });

  it('counts the frames it was given the times of', () => {
    expect(vfr.frameCount).toBe(5);
    expect(frameEnd(vfr, 4)).toBeCloseTo(0.24, 9);
  });
});
