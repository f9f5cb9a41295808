import { Link } from 'react-router';
import { BellIcon } from '../../ui/icons.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../ui/popover.tsx';
import { NotificationItem } from './notification-item.tsx';
import { useNotifications } from './use-notifications.ts';

/** How many notifications the dropdown previews (spec section 9). */
const PREVIEW_COUNT = 4;

export function NotificationBell() {
  const { data, error, isPending } = useNotifications();
  const count = data?.length ?? 0;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <IconButton label={count ? `Notifications (${count})` : 'Notifications'}>
          <BellIcon />
          {count > 0 && (
            <span aria-hidden="true" className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] font-semibold text-white tabular dark:text-black">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </IconButton>
      </PopoverTrigger>
      <PopoverContent label="Notifications" className="w-80 max-w-[calc(100vw-1rem)]">
        <h2 className="border-b border-line px-4 py-3 text-sm font-semibold">Notifications</h2>
        <div className="flex flex-col gap-4 p-4">
          {isPending && <p className="text-sm text-muted">Loading...</p>}
          {error && <p className="text-sm text-danger">Error: {error.message}</p>}
          {data?.length === 0 && <p className="text-sm text-muted">You have no notifications yet.</p>}
          {data?.slice(0, PREVIEW_COUNT).map((notification, index) => (
            <NotificationItem key={notification.id ?? index} notification={notification} />
          ))}
        </div>
        {count > PREVIEW_COUNT && (
          <PopoverClose asChild>
            <Link to="/notification" className="block border-t border-line px-4 py-3 text-center text-sm font-medium text-accent-text hover:bg-subtle">
              View More Notifications
            </Link>
          </PopoverClose>
        )}
      </PopoverContent>
    </Popover>
  );
}
