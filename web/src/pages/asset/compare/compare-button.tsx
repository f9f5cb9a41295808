import { Suspense, useRef, useState } from 'react';
import type { Asset } from '@review/contract/assets';
import { Button } from '../../../ui/button.tsx';
import { lazyComponent } from '../../../ui/lazy-component.ts';
import { CompareIcon } from '../viewer/viewer-icons.tsx';

const compareDialog = lazyComponent(() => import('./compare-dialog.tsx').then((m) => m.CompareDialog));

/** Opens the comparison of two versions or variations, starting from the one on screen. */
export function CompareButton({ asset, variationId }: { asset: Asset; variationId: number | undefined }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={buttonRef} variant="secondary" size="sm" onPointerEnter={compareDialog.preload} onFocus={compareDialog.preload} onClick={() => setIsOpen(true)}>
        <CompareIcon />
        Compare
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <compareDialog.Component asset={asset} variationId={variationId} onClose={() => setIsOpen(false)} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
