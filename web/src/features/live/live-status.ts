import { useSyncExternalStore } from 'react';

/** Whether the server's live event stream is open; while it is not, screens fall back to polling. */
let isLive = false;
const listeners = new Set<() => void>();

export function setLive(value: boolean) {
  if (value === isLive) return;
  isLive = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useIsLive = () => useSyncExternalStore(subscribe, () => isLive);

/** A query's `refetchInterval`: none while changes are pushed, `ms` while the stream is down. */
export function useFallbackPoll(ms: number): number | false {
  return useIsLive() ? false : ms;
}
