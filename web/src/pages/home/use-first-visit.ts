import { useEffect, useState } from 'react';

const KEY = 'greeted-users';

function readGreeted(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * Whether this is the person's first visit to the dashboard in this browser: "Welcome back" is only
 * said to someone known to have been here. Read once per mount, so the greeting does not change
 * under the reader's eyes; recorded after the first paint.
 */
export function useFirstVisit(userId: number): boolean {
  const [isFirst] = useState(() => !readGreeted().includes(userId));
  useEffect(() => {
    const greeted = readGreeted();
    if (greeted.includes(userId)) return;
    try {
      localStorage.setItem(KEY, JSON.stringify([...greeted, userId]));
    } catch {
      // Storage refused (private mode, quota): the next visit greets as a first one again, which is harmless.
    }
  }, [userId]);
  return isFirst;
}
