import { useCallback, useSyncExternalStore } from 'react';
import type { TransportState, VideoTransport } from './video-transport.ts';

/**
 * A part of the transport's state; the component redraws only when that part changes. `select`
 * must return a value that stays equal while nothing it reads changed (a field, a number, a string).
 */
export function useTransportState<T>(transport: VideoTransport, select: (state: TransportState) => T): T {
  const getSnapshot = useCallback(() => select(transport.getState()), [transport, select]);
  return useSyncExternalStore(transport.subscribe, getSnapshot);
}

// Selectors kept outside components, so they are the same function at every render.
export const selectFrame = (state: TransportState) => state.frame;
export const selectIsPlaying = (state: TransportState) => state.isPlaying;
export const selectSpeed = (state: TransportState) => state.speed;
export const selectLoop = (state: TransportState) => state.loop;
export const selectClock = (state: TransportState) => state.clock;
