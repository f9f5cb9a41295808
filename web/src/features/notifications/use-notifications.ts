import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { NotificationListReply } from '@review/contract/notifications';
import { api } from '../../lib/api-client.ts';

export const notificationsKey = ['notifications'] as const;

/** `GET /notifications` → `{data: [...], unread}`, newest first. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api.get<NotificationListReply>('/notifications', signal),
  });
}

/** `POST /notifications/read`: the badge clears; the items keep their unread mark until the next load. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageReply>('/notifications/read'),
    onSuccess: () => queryClient.setQueryData<NotificationListReply>(notificationsKey, (reply) => reply && { ...reply, unread: 0 }),
  });
}
