import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsReply, UpdateNotificationSettingsBody, UpdateNotificationSettingsReply } from '@review/contract/notifications';
import { api } from '../../lib/api-client.ts';
import { notificationSettingsKey } from './notifications-keys.ts';

/** `GET /notification-settings`: how each kind reaches the user, and when the digest goes out. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => api.get<NotificationSettingsReply>('/notification-settings', signal).then((reply) => reply.data),
  });
}

/** `PUT /notification-settings` with the parts that changed; the reply's settings replace the cached ones. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettingsBody) => api.put<UpdateNotificationSettingsReply>('/notification-settings', body),
    onSuccess: (reply) => queryClient.setQueryData(notificationSettingsKey, reply.data),
  });
}
