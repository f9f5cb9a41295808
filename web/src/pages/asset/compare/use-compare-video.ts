import type { Variation } from '@review/contract/assets';
import { shiftsOf } from '../../../features/video/frame-lock.ts';
import { useFrameClock } from '../../../features/video/use-frame-clock.ts';
import { useSidedTransport } from '../../../features/video/use-video-transport.ts';
import type { SidedTransport } from '../../../features/video/video-transport.ts';
import type { CompareVideoSide } from './compare-sides.ts';

/** The playhead of a comparison with a video in it, and how each side plays (undefined for a still). */
export interface CompareVideo {
  transport: SidedTransport;
  sides: readonly [CompareVideoSide | undefined, CompareVideoSide | undefined];
}

/**
 * One playhead for the videos among A and B: both, locked frame for frame with their offsets, or the
 * one against a still. Another pair gets a fresh playhead on the frame the last one was on (at first
 * `initialFrame`, the review screen's). Null when both are stills.
 */
export function useCompareVideo(a: Variation | undefined, b: Variation | undefined, offsets: readonly [number, number], initialFrame: number): CompareVideo | null {
  const clockA = useFrameClock(a?.media);
  const clockB = useFrameClock(b?.media);
  const variations = [a, b] as const;
  const clocks = [clockA, clockB] as const;
  // The sides that play, in order: the first leads. Offsets line two videos up; a single one has none.
  const playing = [0, 1].filter((index) => clocks[index] !== null);
  const shifts = playing.length === 2 ? shiftsOf(offsets) : [0, 0];
  const plan =
    playing.length === 0
      ? null
      : {
          key: playing.map((index) => `${index}:${variations[index]!.id}`).join('|'),
          clocks: playing.map((index) => clocks[index]!),
          shifts: playing.map((index) => shifts[index]!),
          heardSide: Math.max(0, playing.findIndex((index) => variations[index]!.media.has_audio)),
        };
  const transport = useSidedTransport(plan, initialFrame, true);
  if (!transport) return null;
  const sideOf = (index: number): CompareVideoSide | undefined => {
    const position = playing.indexOf(index);
    const variation = variations[index];
    const clock = clocks[index];
    if (position < 0 || !variation || !clock) return undefined;
    return { variation, transport: transport.sides[position]!, shift: shifts[index]!, frameCount: clock.frameCount };
  };
  return { transport, sides: [sideOf(0), sideOf(1)] };
}
