import { useEffect, useState } from 'react';
import type { Media } from '@review/contract/media';
import type { FrameClock } from './frame-clock.ts';
import { useFrameClock } from './use-frame-clock.ts';
import { createVideoTransport, type SidedTransport, type VideoTransport } from './video-transport.ts';

/** What a transport plays: its sides' clocks and shifts, and the side heard; `key` names the elements that play (their variations, in order). */
export interface TransportPlan {
  key: string;
  clocks: readonly FrameClock[];
  shifts: readonly number[];
  heardSide: number;
}

interface HeldTransport {
  key: string;
  transport: SidedTransport;
}

/**
 * A transport per `plan.key`: another key gets a fresh one, paused on `initialFrame`, or with
 * `keepsFrame` on the frame the last one was on. Clocks and shifts that change under the same key
 * (frame times loaded, an offset) are handed to it. Null while there is no plan.
 */
export function useSidedTransport(plan: TransportPlan | null, initialFrame: number, keepsFrame = false): SidedTransport | null {
  const [held, setHeld] = useState<HeldTransport | null>(null);
  let current = held;
  if (!plan) current = null;
  else if (held?.key !== plan.key) {
    const frame = keepsFrame && held ? held.transport.getState().frame : initialFrame;
    current = { key: plan.key, transport: createVideoTransport({ clocks: plan.clocks, shifts: plan.shifts, initialFrame: frame, heardSide: plan.heardSide }) };
  }
  if (current !== held) setHeld(current);

  // At every render: the plan's lists are new each time, and the transport ignores what did not change.
  useEffect(() => {
    if (!current || !plan) return;
    current.transport.setShifts(plan.shifts);
    current.transport.setClocks(plan.clocks);
  });

  return current?.transport ?? null;
}

/**
 * The transport of the video on screen, one per `key` (its variation): another variation gets a
 * fresh one, opened paused on `initialFrame` (e.g. the URL's `?frame=`). Null for stills.
 * `fileQuery` is added to the frame times' address (`?review={token}` on a review link).
 */
export function useVideoTransport(media: Media | undefined, key: number | undefined, initialFrame: number, fileQuery = ''): VideoTransport | null {
  const clock = useFrameClock(media, fileQuery);
  const plan = clock && key !== undefined ? { key: String(key), clocks: [clock], shifts: [0], heardSide: 0 } : null;
  return useSidedTransport(plan, initialFrame);
}
