import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { Notification } from '@review/contract/notifications';
import { fileUrl, formatDateTime, formatTimeAgo } from '../../lib/format.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { useMarkNotificationsRead } from './use-mark-notifications-read.ts';

export interface NotificationItemProps {
  notification: Notification;
  /** Called when the user follows the notification's link (e.g. to close a dropdown). */
  onNavigate?: () => void;
  /** Beside the link, e.g. a Mark as read button (a control inside the link would not be reachable). */
  action?: ReactNode;
}

/** One notification: who, what, where and when; unread ones stand out, and following the link marks it read. */
export function NotificationItem({ notification, onNavigate, action }: NotificationItemProps) {
  const { mutate: markRead } = useMarkNotificationsRead();
  const { user, guest, message, link, file } = notification.data;
  // Initials as everywhere else: a guest by the name they gave, a member by first and last name.
  const who = guest?.name ?? (user ? `${user.first_name} ${user.last_name}` : 'Review');
  const isUnread = notification.read_at === null;

  function handleOpen() {
    if (isUnread) markRead([notification.id]);
    onNavigate?.();
  }

  const body = (
    <>
      <span aria-hidden="true" className={clsx('mt-3 size-2 shrink-0 rounded-full', isUnread ? 'bg-accent' : 'bg-transparent')} />
      <Avatar name={who} src={user?.avatar ? fileUrl(user.avatar) : null} size="sm" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={clsx('text-sm break-words', isUnread ? 'font-semibold' : 'text-muted')}>
          {isUnread && (
            <span className="sr-only">
              <FormattedMessage id="review.notifications.unreadMark" />
            </span>
          )}
          {message}
        </span>
        <span className="text-xs text-muted">
          <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
            {formatTimeAgo(notification.created_at, new Date())}
          </time>
          {notification.project && <FormattedMessage id="review.notifications.inProject" values={{ project: notification.project.project_name }} />}
        </span>
      </span>
      {file && <img src={fileUrl(file)} alt="" className="size-10 shrink-0 rounded-md border border-line object-cover" />}
    </>
  );
  const classes = 'flex min-w-0 flex-1 items-start gap-2.5 rounded-md p-2';
  return (
    <div className={clsx('flex flex-col rounded-md sm:flex-row sm:items-center sm:gap-2', isUnread && 'bg-accent-soft')}>
      {link ? (
        <Link to={link} onClick={handleOpen} className={clsx(classes, 'hover:bg-subtle')}>
          {body}
        </Link>
      ) : (
        <div className={classes}>{body}</div>
      )}
      {action}
    </div>
  );
}
