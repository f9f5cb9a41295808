import { Suspense } from 'react';
import { Button } from '../../ui/button.tsx';
import { GlobeIcon } from '../../ui/icons.tsx';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { useOverlayTrigger } from '../../ui/use-overlay-trigger.ts';
import { FormattedMessage } from 'react-intl';

const addWebsiteDialog = lazyComponent(() => import('./add-website-dialog.tsx').then((m) => m.AddWebsiteDialog));

/** 'Add a website', beside the board's upload: opens the dialog that captures a page as an asset. */
export function AddWebsiteButton({ projectId }: { projectId: number }) {
  const { isOpen, close, triggerRef, triggerProps } = useOverlayTrigger(addWebsiteDialog.preload);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" {...triggerProps}>
        <GlobeIcon /> <FormattedMessage id="media.website.add" />
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <addWebsiteDialog.Component projectId={projectId} onClose={close} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
