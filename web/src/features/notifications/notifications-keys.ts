import type { NotificationFilter } from './notification-filter.ts';

/** Query-key root of everything `/notifications` answers: one invalidation (a mark read, a live event) refreshes the bell and the page. */
export const notificationsKey = ['notifications'] as const;
export const notificationPreviewKey = [...notificationsKey, 'preview'] as const;
export const notificationPagesKey = (filter: NotificationFilter) => [...notificationsKey, 'pages', filter] as const;

/** Apart from the root: refreshing the list must not reset a settings form being edited. */
export const notificationSettingsKey = ['notification-settings'] as const;
