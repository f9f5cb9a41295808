import { useEffect, type RefObject } from 'react';
import { Link } from 'react-router';
import { AnchoredPopover } from '../../ui/anchored-popover.tsx';
import { NotificationItem } from './notification-item.tsx';
import { useMarkNotificationsRead, useNotifications } from './use-notifications.ts';

/** How many notifications the dropdown previews (spec section 9). */
const PREVIEW_COUNT = 4;

export interface NotificationPanelProps {
  anchorRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** The bell's dropdown: the first 4 notifications and a link to all of them; opening it marks them read. */
export function NotificationPanel({ anchorRef, onClose }: NotificationPanelProps) {
  const { data: reply, error, isPending } = useNotifications();
  const { mutate: markRead } = useMarkNotificationsRead();
  const unread = reply?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);

  return (
    <AnchoredPopover anchorRef={anchorRef} label="Notifications" onClose={onClose} className="w-80 max-w-[calc(100vw-1rem)]">
      <h2 className="border-b border-line px-4 py-3 text-sm font-semibold">Notifications</h2>
      <div className="flex flex-col gap-1 p-2">
        {isPending && <p className="p-2 text-sm text-muted">Loading...</p>}
        {error && <p className="p-2 text-sm text-danger">Error: {error.message}</p>}
        {reply?.data.length === 0 && <p className="p-2 text-sm text-muted">You have no notifications yet.</p>}
        {reply?.data.slice(0, PREVIEW_COUNT).map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onNavigate={onClose} />
        ))}
      </div>
      {reply && reply.data.length > PREVIEW_COUNT && (
        <Link to="/notification" onClick={onClose} className="block border-t border-line px-4 py-3 text-center text-sm font-medium text-accent-text hover:bg-subtle">
          View More Notifications
        </Link>
      )}
    </AnchoredPopover>
  );
}
