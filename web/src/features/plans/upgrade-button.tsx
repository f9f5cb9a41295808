import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonProps } from '../../ui/button.tsx';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { useOverlayTrigger } from '../../ui/use-overlay-trigger.ts';

const upgradeDialog = lazyComponent(() => import('./upgrade-dialog.tsx').then((m) => m.UpgradeDialog));

/** An Upgrade button that opens the upgrade overlay. */
export function UpgradeButton({ children, ...props }: Omit<ButtonProps, 'onClick'>) {
  const intl = useIntl();
  const { isOpen, close, triggerRef, triggerProps } = useOverlayTrigger(upgradeDialog.preload);
  return (
    <>
      <Button aria-haspopup="dialog" {...props} {...triggerProps}>
        {children ?? intl.formatMessage({ id: 'account.plans.upgrade' })}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <upgradeDialog.Component onClose={close} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
