import { lazy, type ComponentType } from 'react';

/**
 * A component fetched on first use, with a `preload` to start fetching earlier (on hover or focus of
 * the button that will show it). Keeps overlays and their libraries out of a screen's first load.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchComponent = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return {
    Component: lazy(async () => ({ default: await fetchComponent() })),
    preload: () => void fetchComponent().catch(() => undefined),
  };
}
