import type { FrameRate } from '@review/contract/media';

/** Rates cameras and editors use; a measured rate within rounding of one of them is that one. */
const STANDARD_RATES: FrameRate[] = [
  { num: 24000, den: 1001 },
  { num: 24, den: 1 },
  { num: 25, den: 1 },
  { num: 30000, den: 1001 },
  { num: 30, den: 1 },
  { num: 48, den: 1 },
  { num: 50, den: 1 },
  { num: 60000, den: 1001 },
  { num: 60, den: 1 },
  { num: 12, den: 1 },
  { num: 15, den: 1 },
  { num: 72, den: 1 },
  { num: 90, den: 1 },
  { num: 100, den: 1 },
  { num: 120000, den: 1001 },
  { num: 120, den: 1 },
  { num: 144, den: 1 },
  { num: 240, den: 1 },
];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const reduced = (num: number, den: number): FrameRate => {
  const divisor = gcd(num, den) || 1;
  return { num: num / divisor, den: den / divisor };
};

/** Whether every start lies on the rate's grid, within one tick either side (a container's rounding). */
function fitsGrid(starts: readonly number[], ticksPerFrame: number): boolean {
  const first = starts[0] ?? 0;
  return starts.every((start, index) => Math.abs(start - first - index * ticksPerFrame) <= 1.000001);
}

/** The standard rate whose spacing is nearest `spacing` ticks, if all of `starts` fit its grid. */
function nearestStandard(starts: readonly number[], spacing: number, resolution: number): FrameRate | undefined {
  const ticksPerFrame = (rate: FrameRate) => (resolution * rate.den) / rate.num;
  return STANDARD_RATES.filter((rate) => Math.abs(spacing - ticksPerFrame(rate)) <= 1 && fitsGrid(starts, ticksPerFrame(rate))).sort(
    (a, b) => Math.abs(spacing - ticksPerFrame(a)) - Math.abs(spacing - ticksPerFrame(b)),
  )[0];
}

/**
 * The frame rate of a video from its frames' start times, in ticks of the track's time base
 * (`resolution` ticks a second): a fraction (24000/1001, never 23.976), and whether the frames are
 * unevenly spaced. A WebM counts in milliseconds, so its 23.976 frames are 41 or 42 ticks apart:
 * spacing within a tick of a grid is even. `lastDuration` spaces a single frame. Uneven frames get
 * the rate of their most common spacing.
 */
export function measureFrameRate(starts: readonly number[], lastDuration: number, resolution: number): { rate: FrameRate; variable: boolean } {
  const gaps = starts.length - 1;
  const meanSpacing = gaps > 0 ? ((starts.at(-1) ?? 0) - (starts[0] ?? 0)) / gaps : lastDuration;
  const even = fitsGrid(starts, meanSpacing);
  const spacing = even ? meanSpacing : medianSpacing(starts);
  const rate = nearestStandard(even ? starts : [], spacing, resolution) ?? (even && gaps > 0 ? reduced(gaps * resolution, Math.round(meanSpacing * gaps)) : reduced(resolution, Math.max(1, Math.round(spacing))));
  return { rate, variable: !even };
}

function medianSpacing(starts: readonly number[]): number {
  const spacing = starts.slice(1).map((start, index) => start - (starts[index] ?? 0));
  return spacing.sort((a, b) => a - b)[Math.floor(spacing.length / 2)] ?? 1;
}
