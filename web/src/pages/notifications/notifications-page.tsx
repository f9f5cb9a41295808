import { useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'review.notifications.title' }));
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
        title={intl.formatMessage({ id: 'review.notifications.title' })}
        description={
          unread === undefined ? (
            intl.formatMessage({ id: 'review.notifications.order' })
          ) : unread > 0 ? (
            <span className="tabular">
              <FormattedMessage id="review.notifications.unreadCount" values={{ count: unread }} />
            </span>
          ) : (
            intl.formatMessage({ id: 'review.notifications.caughtUp' })
          )
        }
        actions={
          <Button variant="secondary" disabled={!unread || markRead.isPending} onClick={() => markRead.mutate('all')}>
            <FormattedMessage id="review.notifications.markAll" />
          </Button>
        }
      />
      <NotificationFilters filter={filter} loaded={pages.data?.pages.flatMap((reply) => reply.data) ?? []} onChange={handleFilterChange} />
      <NotificationList filter={filter} pages={pages} onFilterChange={handleFilterChange} />
    </PageBody>
  );
}
