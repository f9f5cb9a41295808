import type { RefObject } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { AnchoredPopover } from '../../ui/anchored-popover.tsx';
import { NotificationItem } from './notification-item.tsx';
import { useMarkNotificationsRead } from './use-mark-notifications-read.ts';
import { PREVIEW_COUNT, useNotificationPreview } from './use-notification-preview.ts';

export interface NotificationPanelProps {
  anchorRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * The bell's dropdown: the first 4 notifications, unread first, and a link to all of them. Looking
 * does not mark them read (the Notifications page would lose its unread ones); opening one does.
 */
export function NotificationPanel({ anchorRef, onClose }: NotificationPanelProps) {
  const intl = useIntl();
  const { data: reply, error, isPending } = useNotificationPreview();
  const markRead = useMarkNotificationsRead();
  const hasMore = Boolean(reply && (reply.data.length > PREVIEW_COUNT || reply.next_cursor));

  return (
    <AnchoredPopover anchorRef={anchorRef} label={intl.formatMessage({ id: 'review.notifications.title' })} onClose={onClose} className="w-80 max-w-[calc(100vw-1rem)]">
      <div className="flex items-center justify-between gap-2 border-b border-line py-2 pe-2 ps-4">
        <h2 className="text-sm font-semibold">
          <FormattedMessage id="review.notifications.title" />
        </h2>
        {reply && reply.unread > 0 && (
          <button type="button" onClick={() => markRead.mutate('all')} className="rounded-md px-2 py-1 text-xs font-medium text-accent-text hover:bg-subtle">
            <FormattedMessage id="review.notifications.markAll" />
          </button>
        )}
      </div>
      <div className="flex flex-col gap-1 p-2">
        {isPending && <p className="p-2 text-sm text-muted">{intl.formatMessage({ id: 'review.common.loading' })}</p>}
        {error && <p className="p-2 text-sm text-danger">{intl.formatMessage({ id: 'review.page.loadError' }, { message: error.message })}</p>}
        {reply?.data.length === 0 && <p className="p-2 text-sm text-muted">{intl.formatMessage({ id: 'review.notifications.noneYet' })}</p>}
        {reply?.data.slice(0, PREVIEW_COUNT).map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onNavigate={onClose} />
        ))}
      </div>
      {hasMore && (
        <Link to="/notifications" onClick={onClose} className="block border-t border-line px-4 py-3 text-center text-sm font-medium text-accent-text hover:bg-subtle">
          <FormattedMessage id="review.notifications.viewMore" />
        </Link>
      )}
    </AnchoredPopover>
  );
}
