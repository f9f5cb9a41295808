import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { MessageReply } from '@review/contract/errors';
import { api } from '../../lib/api-client.ts';
import { describeError } from '../../lib/api-error.ts';
import { countUnreadIn, markReadInCache, repliesOf, type CachedNotifications, type ReadTarget } from './mark-read-in-cache.ts';
import { notificationsKey } from './notifications-keys.ts';

/**
 * `POST /notifications/read` with `{ids}`, or no body for all. The bell and the page show them read
 * at once: an opened notification's page is often left behind before the server answers.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: ReadTarget) => api.post<MessageReply>('/notifications/read', target === 'all' ? undefined : { ids: target }),
    onMutate: async (target) => {
      // A load on its way would otherwise land after the patch and show them unread again.
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      const cached = queryClient.getQueriesData<CachedNotifications>({ queryKey: notificationsKey });
      const unreadCount = countUnreadIn(cached.flatMap(([, data]) => repliesOf(data)), target);
      const readAt = new Date().toISOString();
      queryClient.setQueriesData<CachedNotifications>({ queryKey: notificationsKey }, (data) => data && markReadInCache(data, target, readAt, unreadCount));
    },
    onError: (error) => toast.error(describeError(error)),
    // Whether it worked or not, the server's order and counts replace the guess (a read one moves below the unread).
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
