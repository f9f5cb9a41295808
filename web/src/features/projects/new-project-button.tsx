import { Suspense } from 'react';
import { Button } from '../../ui/button.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { useOverlayTrigger } from '../../ui/use-overlay-trigger.ts';

const newProjectDialog = lazyComponent(() => import('./new-project-dialog.tsx').then((m) => m.NewProjectDialog));

export function NewProjectButton() {
  const { isOpen, close, triggerRef, triggerProps } = useOverlayTrigger(newProjectDialog.preload);
  return (
    <>
      <Button aria-haspopup="dialog" className="w-full" {...triggerProps}>
        <PlusIcon /> New Project
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <newProjectDialog.Component onClose={close} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
