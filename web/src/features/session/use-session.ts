import { useQuery } from '@tanstack/react-query';
import type { ProfileReply } from '@review/contract/profile';
import type { User } from '@review/contract/user';
import { api } from '../../lib/api-client.ts';
import { followAccountLocale } from './account-locale.ts';

export const sessionKey = ['session'] as const;

/** `GET /profile`; the interface follows the account's language from here on. */
export function fetchSessionUser(signal?: AbortSignal): Promise<User> {
  return api.get<ProfileReply>('/profile', signal).then((reply) => {
    followAccountLocale(reply.data);
    return reply.data;
  });
}

/** The signed-in user (`GET /profile`). */
export function useSession() {
  return useQuery({ queryKey: sessionKey, queryFn: ({ signal }) => fetchSessionUser(signal) });
}

/** The signed-in user inside the protected layout, which renders its pages only once the user is known. */
export function useCurrentUser(): User {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentUser is only available inside the signed-in layout');
  return data;
}
