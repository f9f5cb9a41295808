import { useEffect, useState } from 'react';
import type { Variation } from '@review/contract/assets';
import { useFrameClock } from '../../../features/video/use-frame-clock.ts';
import type { CompareVideoSide } from './compare-sides.ts';
import { shiftsOf } from './frame-lock.ts';
import { createLockedTransport, type LockedTransport } from './locked-transport.ts';

/** The playhead of a comparison with a video in it, and how each side plays (undefined for a still). */
export interface CompareVideo {
  transport: LockedTransport;
  sides: readonly [CompareVideoSide | undefined, CompareVideoSide | undefined];
}

interface HeldTransport {
  /** Which variations play, on which side. */
  key: string;
  transport: LockedTransport;
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
  const key = playing.map((index) => `${index}:${variations[index]!.id}`).join('|');

  const [held, setHeld] = useState<HeldTransport | null>(null);
  let current = held;
  if (playing.length === 0) current = null;
  else if (held?.key !== key) {
    const heard = playing.findIndex((index) => variations[index]!.media.has_audio);
    const transport = createLockedTransport({
      clocks: playing.map((index) => clocks[index]!),
      shifts: playing.map((index) => shifts[index]!),
      initialFrame: held?.transport.getState().frame ?? initialFrame,
      heardSide: Math.max(0, heard),
    });
    current = { key, transport };
  }
  if (current !== held) setHeld(current);

  // Compared by value: the offsets and clocks are new objects at every render.
  const shiftKey = playing.map((index) => shifts[index]).join(',');
  useEffect(() => {
    current?.transport.setShifts(shiftKey.split(',').map(Number));
  }, [current, shiftKey]);
  useEffect(() => {
    const known = [clockA, clockB].filter((clock) => clock !== null);
    if (current && known.length > 0) current.transport.setClocks(known);
  }, [current, clockA, clockB]);

  if (!current) return null;
  const transport = current.transport;
  const sideOf = (index: number): CompareVideoSide | undefined => {
    const position = playing.indexOf(index);
    const variation = variations[index];
    const clock = clocks[index];
    if (position < 0 || !variation || !clock) return undefined;
    return { variation, transport: transport.sides[position]!, shift: shifts[index]!, frameCount: clock.frameCount };
  };
  return { transport, sides: [sideOf(0), sideOf(1)] };
}
