import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { NotificationItem } from '../../features/notifications/notification-item.tsx';
import { useNotifications } from '../../features/notifications/use-notifications.ts';

export function NotificationPage() {
  const { data, error, isPending } = useNotifications();
  return (
    <PageBody>
      <PageHeader title="Notifications" />
      {isPending && <p className="text-muted">Loading...</p>}
      {error && <p className="text-danger">Error: {error.message}</p>}
      {data?.length === 0 && <p className="text-muted">You have no notifications yet. Activity on your projects will show up here.</p>}
      {data && data.length > 0 && (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {data.map((notification, index) => (
            <li key={notification.id ?? index} className="px-4 py-3">
              <NotificationItem notification={notification} />
            </li>
          ))}
        </ul>
      )}
    </PageBody>
  );
}
