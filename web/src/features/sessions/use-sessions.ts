import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { SessionListReply, SignOutOthersReply } from '@review/contract/sessions';
import { api } from '../../lib/api-client.ts';

export const sessionsKey = ['sessions'] as const;

/** `GET /sessions` → `{data: [...]}`: this device first, then the most recently seen. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api.get<SessionListReply>('/sessions', signal),
  });
}

/** Re-reads the list whether the call worked or not: a failure may mean it was already out of date. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsKey });
}

/** `DELETE /sessions/{id}`: one other device signed out. */
export function useSignOutSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageReply>(`/sessions/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}

/** `DELETE /sessions/others`: every device but this one signed out. */
export function useSignOutOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => api.delete<SignOutOthersReply>('/sessions/others'),
    onSettled: refresh,
  });
}
