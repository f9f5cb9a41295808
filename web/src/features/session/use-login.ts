import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginReply } from '@review/contract/auth';
import { api } from '../../lib/api-client.ts';
import { followAccountLocale } from './account-locale.ts';
import { announceSessionChange } from './session-signal.ts';
import { sessionKey } from './use-session.ts';

/** `POST /auth/login`; the server sets the session cookies, we seed the user (and its language) and tell the other tabs. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<LoginReply>('/auth/login', body),
    onSuccess: (reply) => {
      queryClient.clear();
      queryClient.setQueryData(sessionKey, reply.user);
      followAccountLocale(reply.user);
      announceSessionChange();
    },
  });
}
