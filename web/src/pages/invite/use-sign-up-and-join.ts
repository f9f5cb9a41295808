import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginReply, RegisterBody } from '@review/contract/auth';
import type { ProjectMessageReply } from '@review/contract/projects';
import { api } from '../../lib/api-client.ts';
import { followAccountLocale } from '../../features/session/account-locale.ts';
import { announceSessionChange } from '../../features/session/session-signal.ts';
import { registerAccount } from '../../features/session/use-register.ts';
import { sessionKey } from '../../features/session/use-session.ts';

/**
 * Joining from an invitation in one step: the spec's register (which signs nobody in), then the
 * login it would ask for next, then the invitation's accept. The session is seeded only at the end,
 * so no screen reacts to being signed in half-way.
 */
export function useSignUpAndJoin(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      const registered = await registerAccount(body);
      const login = await api.post<LoginReply>('/auth/login', { email: body.email, password: body.password });
      const joined = await api.post<ProjectMessageReply>(`/invitations/${encodeURIComponent(token)}/accept`).catch((error: unknown) => {
        // Signed up and signed in all the same: the invitation page then offers to accept again.
        seed(login);
        throw error;
      });
      return { registered, login, joined };
    },
    onSuccess: ({ login }) => seed(login),
  });

  function seed(login: LoginReply) {
    queryClient.clear();
    queryClient.setQueryData(sessionKey, login.user);
    followAccountLocale(login.user);
    announceSessionChange();
  }
}
