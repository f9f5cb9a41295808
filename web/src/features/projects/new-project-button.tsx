import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonProps } from '../../ui/button.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { useOverlayTrigger } from '../../ui/use-overlay-trigger.ts';

const newProjectDialog = lazyComponent(() => import('./new-project-dialog.tsx').then((m) => m.NewProjectDialog));

export interface NewProjectButtonProps extends Pick<ButtonProps, 'className' | 'variant'> {
  /** 'New Project' in the sidebar; empty lists offer the same dialog under their own words. */
  label?: string;
}

export function NewProjectButton({ className = 'w-full', variant, label }: NewProjectButtonProps) {
  const intl = useIntl();
  const { isOpen, close, triggerRef, triggerProps } = useOverlayTrigger(newProjectDialog.preload);
  return (
    <>
      <Button aria-haspopup="dialog" variant={variant} className={className} {...triggerProps}>
        <PlusIcon /> {label ?? intl.formatMessage({ id: 'projects.new.button' })}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <newProjectDialog.Component onClose={close} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
