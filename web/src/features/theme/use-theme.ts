import { useSyncExternalStore } from 'react';
import { readTheme, subscribeTheme, type Theme } from './theme-store.ts';

/** The current theme; follows changes made in this tab and in other tabs. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, readTheme);
}
