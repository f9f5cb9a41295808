import clsx from 'clsx';
import { Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Asset } from '@review/contract/assets';
import { Button } from '../../../ui/button.tsx';
import { lazyComponent } from '../../../ui/lazy-component.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import { RAIL_WRAP } from '../rail.ts';
import { CompareIcon } from '../viewer/viewer-icons.tsx';

const compareDialog = lazyComponent(() => import('./compare-dialog.tsx').then((m) => m.CompareDialog));

/**
 * Opens the comparison of two versions or variations, starting from the one on screen. A video on
 * screen is paused first: compare has its own transport, and two players would be heard at once.
 */
export function CompareButton({ asset, variationId, transport }: { asset: Asset; variationId: number | undefined; transport?: VideoTransport | null }) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = () => {
    transport?.pause();
    setIsOpen(true);
  };
  return (
    <>
      <Button ref={buttonRef} variant="secondary" size="sm" className={clsx('[&>svg]:shrink-0', RAIL_WRAP)} onPointerEnter={compareDialog.preload} onFocus={compareDialog.preload} onClick={open}>
        <CompareIcon />
        {intl.formatMessage({ id: 'asset.compare.title' })}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <compareDialog.Component asset={asset} variationId={variationId} onClose={() => setIsOpen(false)} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
