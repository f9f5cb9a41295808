import { useRef } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Notification } from '@review/contract/notifications';
import type { NotificationFilter } from '../../features/notifications/notification-filter.ts';
import { NotificationItem } from '../../features/notifications/notification-item.tsx';
import { useMarkNotificationsRead } from '../../features/notifications/use-mark-notifications-read.ts';
import type { useNotificationPages } from '../../features/notifications/use-notification-pages.ts';
import { EmptyState } from '../../features/projects/empty-state.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { ScreenSkeleton } from '../../ui/skeleton.tsx';

function NotificationRow({ notification }: { notification: Notification }) {
  const intl = useIntl();
  const markRead = useMarkNotificationsRead();
  const rowRef = useRef<HTMLLIElement>(null);

  function handleMarkRead() {
    markRead.mutate([notification.id]);
    // The button goes away with the unread state; the row keeps the keyboard's place.
    rowRef.current?.focus();
  }

  // On wide screens the column stays for read ones too, so that every row's thumbnail lines up; on phones the button goes under the text.
  const action =
    notification.read_at === null ? (
      <div className="flex shrink-0 pb-2 ps-[3.25rem] sm:w-36 sm:justify-end sm:pe-2 sm:pb-0 sm:ps-0">
        <Button variant="secondary" size="sm" aria-label={intl.formatMessage({ id: 'review.notifications.markReadNamed' }, { message: notification.data.message })} onClick={handleMarkRead}>
          <CheckIcon /> <FormattedMessage id="review.notifications.markRead" />
        </Button>
      </div>
    ) : (
      <div className="hidden shrink-0 sm:block sm:w-36" />
    );
  return (
    <li ref={rowRef} tabIndex={-1} className="rounded-md">
      <NotificationItem notification={notification} action={action} />
    </li>
  );
}

function emptyText(intl: IntlShape, { isUnreadOnly, projectId }: NotificationFilter): string {
  if (isUnreadOnly) return intl.formatMessage({ id: 'review.notifications.noUnread' }, { inProject: projectId === null ? 'no' : 'yes' });
  if (projectId !== null) return intl.formatMessage({ id: 'review.notifications.noneInProject' });
  return intl.formatMessage({ id: 'review.notifications.empty' });
}

export interface NotificationListProps {
  filter: NotificationFilter;
  pages: ReturnType<typeof useNotificationPages>;
  onFilterChange: (filter: NotificationFilter) => void;
}

/** The loaded pages of notifications, a Load more for the next, and a sentence (with the way out) when the filter matches none. */
export function NotificationList({ filter, pages, onFilterChange }: NotificationListProps) {
  const intl = useIntl();
  const { data, error, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = pages;
  const notifications = data?.pages.flatMap((reply) => reply.data) ?? [];

  if (isPending) return <ScreenSkeleton />;
  if (!data) return <LoadError message={intl.formatMessage({ id: 'review.page.loadError' }, { message: error?.message })} onRetry={() => void refetch()} />;
  if (notifications.length === 0) {
    const widen = filter.isUnreadOnly ? { label: intl.formatMessage({ id: 'review.notifications.showRead' }), filter: { ...filter, isUnreadOnly: false } } : filter.projectId !== null ? { label: intl.formatMessage({ id: 'review.notifications.showAll' }), filter: { ...filter, projectId: null } } : null;
    return (
      <EmptyState
        text={emptyText(intl, filter)}
        action={
          widen && (
            <Button variant="secondary" size="sm" onClick={() => onFilterChange(widen.filter)}>
              {widen.label}
            </Button>
          )
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={intl.formatMessage({ id: 'review.notifications.title' })} className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-2">
        {notifications.map((notification) => (
          <NotificationRow key={notification.id} notification={notification} />
        ))}
      </ul>
      {isFetchNextPageError && <LoadError message={intl.formatMessage({ id: 'review.page.loadError' }, { message: error?.message })} onRetry={() => void fetchNextPage()} />}
      {hasNextPage && !isFetchNextPageError && (
        <Button variant="secondary" className="self-center" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {intl.formatMessage({ id: isFetchingNextPage ? 'review.notifications.loadingMore' : 'review.notifications.loadMore' })}
        </Button>
      )}
    </div>
  );
}
