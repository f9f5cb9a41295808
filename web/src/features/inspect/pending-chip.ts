import { useSyncExternalStore } from 'react';

/*
 * A design check's chip on its way from the viewer to the comment composer. The two sit apart on the
 * review screen (viewer and sidebar), so the chip waits here until the composer takes it.
 */
let pending: string | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands a chip to the composer, which opens with it. */
export function offerChip(text: string) {
  pending = text;
  notify();
}

/** The composer took the chip (or closed): nothing waits any more. */
export function clearPendingChip() {
  if (pending === null) return;
  pending = null;
  notify();
}

/**
 * Gives `take` each chip offered from now on, taken at once: for a composer always on screen (a review
 * link's comment form) rather than one a chip opens. Answers the unsubscribe.
 */
export function takeChips(take: (text: string) => void): () => void {
  return subscribe(() => {
    if (pending === null) return;
    const text = pending;
    pending = null;
    take(text);
  });
}

/** The chip waiting for the composer, if any. */
export function usePendingChip(): string | null {
  return useSyncExternalStore(subscribe, () => pending);
}
