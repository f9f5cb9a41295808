import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { useOverlayTrigger } from '../../ui/use-overlay-trigger.ts';

const newAssetDialog = lazyComponent(() => import('../assets/new-asset-dialog.tsx').then((m) => m.NewAssetDialog));

/** 'New asset', opening the dialog that creates one in this project. */
export function NewAssetButton({ projectId }: { projectId: number }) {
  const { isOpen, close, triggerRef, triggerProps } = useOverlayTrigger(newAssetDialog.preload);
  return (
    <>
      <Button aria-haspopup="dialog" {...triggerProps}>
        <PlusIcon /> <FormattedMessage id="projects.newAsset.title" />
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <newAssetDialog.Component projectId={projectId} onClose={close} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
