import { useEffect, useEffectEvent } from 'react';

/** Fields where Page Up / Page Down move the caret or the list, not the document. */
const KEEPS_KEYS = 'input, textarea, select, [contenteditable="true"], [role="dialog"]';

/**
 * Page Up / Page Down turn a document's pages (the review link page; the review screen lists them
 * with its other shortcuts). Off for images, where the keys scroll as usual.
 */
export function usePageKeys(onStep: (delta: 1 | -1) => void, isEnabled: boolean) {
  const handleStep = useEffectEvent(onStep);
  useEffect(() => {
    if (!isEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const delta = ({ PageDown: 1, PageUp: -1 } as const)[event.key as 'PageDown' | 'PageUp'];
      if (!delta || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof Element && event.target.closest(KEEPS_KEYS)) return;
      event.preventDefault();
      handleStep(delta);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isEnabled]);
}
