import { Avatar } from '../../ui/avatar.tsx';
import { fileUrl, formatDate } from '../../lib/format.ts';
import type { AppNotification } from './use-notifications.ts';

export function NotificationItem({ notification }: { notification: AppNotification }) {
  const { user, message } = notification.data;
  const name = user?.first_name ?? 'Someone';
  return (
    <div className="flex items-start gap-3">
      <Avatar name={name} src={user?.avatar ? fileUrl(user.avatar) : null} size="sm" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm break-words">{message ?? 'New activity'}</p>
        <time dateTime={notification.created_at} className="text-xs text-muted">
          {formatDate(notification.created_at)}
        </time>
      </div>
    </div>
  );
}
