import { useEffect, useState } from 'react';

/**
 * After a keyboard move the card is rendered anew in its new column (and again if the server refuses
 * and it goes back): its handle takes the focus each time, until the focus goes anywhere else.
 */
export function useFocusAfterMove() {
  const [assetId, setAssetId] = useState<number | null>(null);
  useEffect(() => {
    if (assetId === null) return;
    const release = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || event.target.dataset.dragHandle !== String(assetId)) setAssetId(null);
    };
    document.addEventListener('focusin', release);
    return () => document.removeEventListener('focusin', release);
  }, [assetId]);
  return [assetId, setAssetId] as const;
}
