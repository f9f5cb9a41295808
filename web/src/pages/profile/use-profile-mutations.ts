import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { ChangePasswordBody, UpdateAvatarReply, UpdateProfileBody, UpdateProfileReply } from '@review/contract/profile';
import type { User } from '@review/contract/user';
import { api } from '../../lib/api-client.ts';
import { sessionKey } from '../../features/session/use-session.ts';

/** Puts the user a reply carries into the session cache, then re-reads it from the server. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User | undefined) => {
    if (user) queryClient.setQueryData(sessionKey, user);
    return queryClient.invalidateQueries({ queryKey: sessionKey });
  };
}

/** `PUT /profile/update` {first_name, last_name}. */
export function useUpdateProfile() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.put<UpdateProfileReply>('/profile/update', body),
    onSuccess: (reply) => storeUser(reply.data),
  });
}

/** `POST /profile/update-avatar`: multipart `avatar` with `_method=PUT`. */
export function useUploadAvatar() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('_method', 'PUT');
      form.append('avatar', file);
      return api.post<UpdateAvatarReply>('/profile/update-avatar', form);
    },
    onSuccess: (reply) => storeUser(reply.data),
  });
}

/** `PUT /profile/password` {current_password, password}. */
export function useChangePassword() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.put<MessageReply>('/profile/password', body),
    onSuccess: () => storeUser(undefined),
  });
}
