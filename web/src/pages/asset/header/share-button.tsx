import { Suspense, useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { lazyComponent } from '../../../ui/lazy-component.ts';

const shareDialog = lazyComponent(() => import('./share-dialog.tsx').then((m) => m.ShareDialog));

/** Opens the asset's review links. */
export function ShareButton({ assetId }: { assetId: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={buttonRef} variant="secondary" size="sm" onPointerEnter={shareDialog.preload} onFocus={shareDialog.preload} onClick={() => setIsOpen(true)}>
        Share
      </Button>
      <Suspense fallback={null}>{isOpen && <shareDialog.Component assetId={assetId} onClose={() => setIsOpen(false)} returnFocusTo={buttonRef} />}</Suspense>
    </>
  );
}
