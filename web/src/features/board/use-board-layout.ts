import { useState } from 'react';
import type { BoardLayout } from './board-column.tsx';

const STORAGE_KEY = 'board-layout';

function readLayout(): BoardLayout {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'plain' ? 'plain' : 'colour';
  } catch {
    return 'colour';
  }
}

/** Colour or plain columns; remembered in this browser for every board. */
export function useBoardLayout() {
  const [layout, setLayout] = useState(readLayout);
  function changeLayout(next: BoardLayout) {
    setLayout(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice lasts until the page is left.
    }
  }
  return [layout, changeLayout] as const;
}
