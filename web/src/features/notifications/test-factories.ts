import type { Notification, NotificationListReply } from '@review/contract/notifications';

let nextId = 1;

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  const id = nextId++;
  return {
    id,
    created_at: '2024-07-01T09:00:00.000Z',
    read_at: null,
    kind: 'mention',
    project: { id: 1, project_name: 'Autumn launch' },
    data: { file: null, message: `Grace mentioned you (${id})`, link: `/asset/1?comment=${id}`, user: { first_name: 'Grace', last_name: 'Hopper', avatar: null }, guest: null },
    ...overrides,
  };
}

export function buildReply(data: Notification[], overrides: Partial<NotificationListReply> = {}): NotificationListReply {
  return { data, unread: data.filter((notification) => notification.read_at === null).length, next_cursor: null, ...overrides };
}
