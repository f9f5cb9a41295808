import { useCallback, useState } from 'react';

const KEY = 'page-strip';

/** Whether the person last folded the page thumbnails away; open until they do (any storage failure too). */
function readIsOpen(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'closed';
  } catch {
    return true;
  }
}

export interface PageStrip {
  isOpen: boolean;
  toggle: () => void;
}

/**
 * Whether a document's page thumbnails show. A person's own choice, kept in this browser for every
 * document (members' and guests' screens alike): folding them away is for the design's room.
 */
export function usePageStrip(): PageStrip {
  const [isOpen, setIsOpen] = useState(readIsOpen);
  const toggle = useCallback(() => {
    setIsOpen((open) => {
      try {
        localStorage.setItem(KEY, open ? 'closed' : 'open');
      } catch {
        // Storage switched off: the choice lasts until the page is left.
      }
      return !open;
    });
  }, []);
  return { isOpen, toggle };
}
