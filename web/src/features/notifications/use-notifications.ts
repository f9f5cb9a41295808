import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/**
 * One notification as `GET /notifications` lists it (spec section 3: created_at and data holding
 * file, message and user). The notifications capability will move this shape into contract/.
 */
export interface AppNotification {
  id?: number | string;
  created_at: string;
  data: {
    message?: string;
    file?: string | null;
    user?: { first_name?: string; avatar?: string | null };
  };
}

export const notificationsKey = ['notifications'] as const;

/** `GET /notifications` → the list under `data`. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api.get<{ data: AppNotification[] }>('/notifications', signal).then((reply) => reply.data),
  });
}
