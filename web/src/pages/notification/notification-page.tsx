import { useEffect } from 'react';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { NotificationItem } from '../../features/notifications/notification-item.tsx';
import { useMarkNotificationsRead, useNotifications } from '../../features/notifications/use-notifications.ts';

export function NotificationPage() {
  const { data: reply, error, isPending, refetch } = useNotifications();
  const { mutate: markRead } = useMarkNotificationsRead();
  const unread = reply?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);

  return (
    <PageBody>
      <PageHeader title="Notifications" />
      {isPending && <p className="text-muted">Loading...</p>}
      {error && <LoadError message={`Error: ${error.message}`} onRetry={() => void refetch()} />}
      {reply?.data.length === 0 && <p className="text-muted">You have no notifications yet. Activity on your projects will show up here.</p>}
      {reply && reply.data.length > 0 && (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface p-1">
          {reply.data.map((notification) => (
            <li key={notification.id} className="py-1">
              <NotificationItem notification={notification} />
            </li>
          ))}
        </ul>
      )}
    </PageBody>
  );
}
