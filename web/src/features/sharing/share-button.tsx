import { Suspense, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { lazyComponent } from '../../ui/lazy-component.ts';
import type { ShareTarget } from './use-share-links.ts';

const shareDialog = lazyComponent(() => import('./share-dialog.tsx').then((m) => m.ShareDialog));

/** Opens the review links of an asset or a project. */
export function ShareButton({ target, label }: { target: ShareTarget; label: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={buttonRef} variant="secondary" size="sm" onPointerEnter={shareDialog.preload} onFocus={shareDialog.preload} onClick={() => setIsOpen(true)}>
        {label}
      </Button>
      <Suspense fallback={null}>{isOpen && <shareDialog.Component target={target} onClose={() => setIsOpen(false)} returnFocusTo={buttonRef} />}</Suspense>
    </>
  );
}
