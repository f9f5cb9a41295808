import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { BellIcon } from '../../ui/icons.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { useOverlayTrigger } from '../../ui/use-overlay-trigger.ts';
import { useNotificationPreview } from './use-notification-preview.ts';

const notificationPanel = lazyComponent(() => import('./notification-panel.tsx').then((m) => m.NotificationPanel));

/** The bell with its unread count; opens the notifications dropdown. */
export function NotificationBell() {
  const intl = useIntl();
  const { data: reply } = useNotificationPreview();
  const { isOpen, close, triggerRef, triggerProps } = useOverlayTrigger(notificationPanel.preload);
  const count = reply?.unread ?? 0;
  return (
    <>
      <IconButton label={count ? intl.formatMessage({ id: 'review.notifications.bellUnread' }, { count }) : intl.formatMessage({ id: 'review.notifications.title' })} aria-haspopup="dialog" {...triggerProps}>
        <BellIcon />
        {count > 0 && (
          <span aria-hidden="true" className="absolute top-1 end-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] font-semibold text-white tabular dark:text-black">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </IconButton>
      {isOpen && (
        <Suspense fallback={null}>
          <notificationPanel.Component anchorRef={triggerRef} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
