import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { CreatedScimTokenReply, CreateScimTokenBody, ScimTokenListReply } from '@review/contract/scim';
import { api } from '../../lib/api-client.ts';

export const scimTokensKey = ['admin', 'scim-tokens'] as const;

/** `GET /admin/scim-tokens`: the tokens not revoked, newest first. */
export function useScimTokens() {
  return useQuery({
    queryKey: scimTokensKey,
    queryFn: ({ signal }) => api.get<ScimTokenListReply>('/admin/scim-tokens', signal),
  });
}

/** `POST /admin/scim-tokens`: the reply is the only time the token itself is shown. */
export function useCreateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateScimTokenBody) => api.post<CreatedScimTokenReply>('/admin/scim-tokens', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scimTokensKey }),
  });
}

/** `DELETE /admin/scim-tokens/{id}`: the row leaves the list as soon as the server agrees. */
export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageReply>(`/admin/scim-tokens/${id}`),
    onSuccess: (_reply, id) => queryClient.setQueryData<ScimTokenListReply>(scimTokensKey, (list) => list && { data: list.data.filter((token) => token.id !== id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scimTokensKey }),
  });
}
