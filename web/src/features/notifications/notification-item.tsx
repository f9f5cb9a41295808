import clsx from 'clsx';
import { Link } from 'react-router';
import type { Notification } from '@review/contract/notifications';
import { fileUrl, formatDate } from '../../lib/format.ts';
import { Avatar } from '../../ui/avatar.tsx';

export interface NotificationItemProps {
  notification: Notification;
  /** Called when the user follows the notification's link (e.g. to close a dropdown). */
  onNavigate?: () => void;
}

export function NotificationItem({ notification, onNavigate }: NotificationItemProps) {
  const { user, message, link, file } = notification.data;
  const isUnread = notification.read_at === null;
  const body = (
    <>
      <Avatar name={user?.first_name ?? 'Review'} src={user?.avatar ? fileUrl(user.avatar) : null} size="sm" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={clsx('text-sm break-words', isUnread && 'font-medium')}>
          {isUnread && <span className="sr-only">Unread: </span>}
          {message}
        </span>
        <time dateTime={notification.created_at} className="text-xs text-muted">
          {formatDate(notification.created_at)}
        </time>
      </span>
      {file && <img src={fileUrl(file)} alt="" className="size-10 shrink-0 rounded-md border border-line object-cover" />}
    </>
  );
  const classes = 'flex items-start gap-3 rounded-md p-2';
  if (!link) return <div className={classes}>{body}</div>;
  return (
    <Link to={link} onClick={onNavigate} className={clsx(classes, 'hover:bg-subtle')}>
      {body}
    </Link>
  );
}
