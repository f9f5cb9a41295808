import { useState, type RefObject } from 'react';

/** The element focused when a dialog opened (its trigger), to give the focus back when it closes. */
export function useDialogOpener(): RefObject<HTMLElement | null> {
  const [opener] = useState(() => ({ current: document.activeElement instanceof HTMLElement ? document.activeElement : null }));
  return opener;
}
