import { useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationListReply } from '@review/contract/notifications';
import { api } from '../../lib/api-client.ts';
import { notificationListPath, type NotificationFilter } from './notification-filter.ts';
import { notificationPagesKey } from './notifications-keys.ts';

export const NOTIFICATION_PAGE_SIZE = 20;

/** The filter's notifications, unread first then newest, a page at a time: each next page from the cursor the one before gave. */
export function useNotificationPages(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationPagesKey(filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => api.get<NotificationListReply>(notificationListPath(filter, pageParam, NOTIFICATION_PAGE_SIZE), signal),
    getNextPageParam: (reply) => reply.next_cursor,
  });
}
