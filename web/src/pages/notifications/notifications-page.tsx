import { useSearchParams } from 'react-router';
import { filterFromSearch, searchOfFilter, type NotificationFilter } from '../../features/notifications/notification-filter.ts';
import { useMarkNotificationsRead } from '../../features/notifications/use-mark-notifications-read.ts';
import { useNotificationPages } from '../../features/notifications/use-notification-pages.ts';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { Button } from '../../ui/button.tsx';
import { NotificationFilters } from './notification-filters.tsx';
import { NotificationList } from './notification-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Every notification, unread first; opening the page marks nothing read, so what is unread stays findable. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const [params, setParams] = useSearchParams();
  const filter = filterFromSearch(params);
  const pages = useNotificationPages(filter);
  const markRead = useMarkNotificationsRead();
  // The count is of all the user's notifications, whatever the filter.
  const unread = pages.data?.pages[0]?.unread;

  function handleFilterChange(next: NotificationFilter) {
    // At once, not in a transition: a checkbox that shows its new state a moment later reads as a missed click.
    setParams(searchOfFilter(next), { replace: true, flushSync: true });
  }

  return (
    <PageBody>
      <PageHeader
        title="Notifications"
        description={unread === undefined ? 'Unread first, then newest.' : unread > 0 ? <span className="tabular">{unread} unread</span> : 'All caught up.'}
        actions={
          <Button variant="secondary" disabled={!unread || markRead.isPending} onClick={() => markRead.mutate('all')}>
            Mark all as read
          </Button>
        }
      />
      <NotificationFilters filter={filter} loaded={pages.data?.pages.flatMap((reply) => reply.data) ?? []} onChange={handleFilterChange} />
      <NotificationList filter={filter} pages={pages} onFilterChange={handleFilterChange} />
    </PageBody>
  );
}
