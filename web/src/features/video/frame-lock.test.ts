import { describe, expect, it } from 'vitest';
import { clockOf, frameMiddle, frameStart } from './frame-clock.ts';
import { framePositionAt, offsetRange, playheadClockOf, REALIGN_FRAMES, sharedFrameCount, shiftsOf, stepCorrection } from './frame-lock.ts';

/** Frames both sides have at these offsets, without the floor of one. */
const overlap = (counts: readonly [number, number], offsets: readonly [number, number]) => {
  const shifts = shiftsOf(offsets);
  return Math.min(counts[0] - shifts[0]!, counts[1] - shifts[1]!);
};

describe('frame offsets', () => {
  it('moves a side on by its offset, and the other one for a negative offset', () => {
    expect(shiftsOf([0, 0])).toEqual([0, 0]);
    expect(shiftsOf([0, 3])).toEqual([0, 3]);
    expect(shiftsOf([2, 5])).toEqual([2, 5]);
    expect(shiftsOf([0, -3])).toEqual([3, 0]);
    expect(shiftsOf([-2, 1])).toEqual([0, 3]);
  });

  it('gives the playhead the frames every side has', () => {
    expect(sharedFrameCount([96, 72], [0, 0])).toBe(72);
    expect(sharedFrameCount([96, 72], [0, 3])).toBe(69);
    expect(sharedFrameCount([96, 72], [30, 0])).toBe(66);
    expect(sharedFrameCount([10], [0])).toBe(10);
    expect(sharedFrameCount([5, 5], [0, 9])).toBe(1);
  });

  it('counts the playhead in the lead’s frames, over those both sides have', () => {
    const lead = clockOf({ frame_rate: { num: 25, den: 1 }, frame_count: 100, duration_ms: 4000 });
    const other = clockOf({ frame_rate: { num: 24, den: 1 }, frame_count: 50, duration_ms: 2083 });
    expect(playheadClockOf([lead, other], [0, 10])).toEqual({ rate: { num: 25, den: 1 }, frameCount: 40, times: null, duration: 1.6, startTimecode: null });
  });

  it('keeps a single video’s start timecode, and counts two videos’ playhead from zero', () => {
    const lead = clockOf({ frame_rate: { num: 25, den: 1 }, frame_count: 100, duration_ms: 4000, start_timecode: '01:00:00:00' });
    expect(playheadClockOf([lead], [0]).startTimecode).toBe('01:00:00:00');
    expect(playheadClockOf([lead, lead], [0, 0]).startTimecode).toBeNull();
  });

  it('gives one video its own clock, each frame’s time of a variable frame rate with it', () => {
    const vfr = clockOf({ frame_rate: { num: 24, den: 1 }, frame_count: 4, duration_ms: 500 }, [0, 0.1, 0.3, 0.4]);
    expect(playheadClockOf([vfr], [0])).toBe(vfr);
    expect(playheadClockOf([vfr, vfr], [0, 0]).times).toBeNull();
  });

  it('offers exactly the offsets that leave a frame both sides have', () => {
    const cases: [readonly [number, number], readonly [number, number]][] = [
      [[96, 72], [0, 0]],
      [[96, 72], [0, 5]],
      [[10, 40], [-4, 3]],
      [[3, 3], [2, 0]],
      [[1, 50], [0, -20]],
    ];
    for (const [counts, offsets] of cases) {
      for (const side of [0, 1] as const) {
        const { min, max } = offsetRange(counts, offsets, side);
        const at = (value: number) => overlap(counts, side === 0 ? [value, offsets[1]] : [offsets[0], value]);
        expect(at(min), `${counts} ${offsets} side ${side} min`).toBeGreaterThanOrEqual(1);
        expect(at(max), `${counts} ${offsets} side ${side} max`).toBeGreaterThanOrEqual(1);
        expect(at(min - 1)).toBeLessThan(1);
        expect(at(max + 1)).toBeLessThan(1);
      }
    }
  });
});

describe('keeping in step', () => {
  const clock = clockOf({ frame_rate: { num: 24000, den: 1001 }, frame_count: 96, duration_ms: 4004 });

  it('tells a playing element’s place in frames, to a fraction of one', () => {
    expect(framePositionAt(clock, frameStart(clock, 40))).toBeCloseTo(40, 1);
    expect(framePositionAt(clock, frameMiddle(clock, 40))).toBeCloseTo(40.5, 2);
    const vfr = clockOf({ frame_rate: { num: 24, den: 1 }, frame_count: 4, duration_ms: 500 }, [0, 0.1, 0.3, 0.4]);
    expect(framePositionAt(vfr, 0.2)).toBeCloseTo(1.5, 5);
  });

  it('leaves a follower in step alone, and plays one a little off a little slower or faster', () => {
    expect(stepCorrection(0.05, 1)).toEqual({ kind: 'rate', rate: 1 });
    expect(stepCorrection(0.05, 1.5)).toEqual({ kind: 'rate', rate: 1.5 });
    const ahead = stepCorrection(1, 1);
    const behind = stepCorrection(-1, 1);
    expect(ahead.kind === 'rate' && ahead.rate).toBeLessThan(1);
    expect(behind.kind === 'rate' && behind.rate).toBeGreaterThan(1);
    // Never more than a fifth off its pace.
    expect(stepCorrection(-5, 1)).toEqual({ kind: 'rate', rate: 1.2 });
  });

  it('realigns a follower too far off to catch up', () => {
    expect(stepCorrection(REALIGN_FRAMES, 1)).toEqual({ kind: 'realign' });
    expect(stepCorrection(-REALIGN_FRAMES - 2, 1)).toEqual({ kind: 'realign' });
    expect(stepCorrection(Number.NaN, 1)).toEqual({ kind: 'realign' });
  });
});
