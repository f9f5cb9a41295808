import { useSyncExternalStore } from 'react';
import { readSignedIn, subscribeSignedIn } from './session-signal.ts';

/** True while the browser holds a session; re-renders within a second of login or logout in any tab. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeSignedIn, readSignedIn);
}
