import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationListReply } from '@review/contract/notifications';

/** What a mark-read call covers: these notifications, or all of the user's. */
export type ReadTarget = readonly number[] | 'all';

/** What a notifications query holds: the bell's one reply, or the page's replies loaded so far. */
export type CachedNotifications = NotificationListReply | InfiniteData<NotificationListReply, string | null>;

const isPaged = (data: CachedNotifications): data is InfiniteData<NotificationListReply, string | null> => 'pages' in data;

export function repliesOf(data: CachedNotifications | undefined): NotificationListReply[] {
  if (!data) return [];
  return isPaged(data) ? data.pages : [data];
}

const covers = (target: ReadTarget, id: number) => target === 'all' || target.includes(id);

/**
 * How many of the target's notifications are unread, by what the caches show (each counted once,
 * however many caches show it). An id no cache shows is not counted: the refetch after the call corrects it.
 */
export function countUnreadIn(replies: readonly NotificationListReply[], target: ReadTarget): number {
  const unread = new Set<number>();
  for (const reply of replies) {
    for (const notification of reply.data) if (notification.read_at === null && covers(target, notification.id)) unread.add(notification.id);
  }
  return unread.size;
}

function markReadInReply(reply: NotificationListReply, target: ReadTarget, readAt: string, unreadCount: number): NotificationListReply {
  return {
    ...reply,
    unread: target === 'all' ? 0 : Math.max(0, reply.unread - unreadCount),
    data: reply.data.map((notification) => (notification.read_at === null && covers(target, notification.id) ? { ...notification, read_at: readAt } : notification)),
  };
}

/** The cache as it will be once the server has the target read; `unreadCount` from `countUnreadIn` over every cache. */
export function markReadInCache<T extends CachedNotifications>(data: T, target: ReadTarget, readAt: string, unreadCount: number): T {
  if (isPaged(data)) return { ...data, pages: data.pages.map((reply) => markReadInReply(reply, target, readAt, unreadCount)) };
  return markReadInReply(data, target, readAt, unreadCount) as T;
}
