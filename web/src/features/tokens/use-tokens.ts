import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { CreatedTokenReply, CreateTokenBody, TokenListReply } from '@review/contract/tokens';
import { api } from '../../lib/api-client.ts';

export const tokensKey = ['tokens'] as const;

/** `GET /tokens`: the user's tokens not revoked, newest first. */
export function useTokens() {
  return useQuery({
    queryKey: tokensKey,
    queryFn: ({ signal }) => api.get<TokenListReply>('/tokens', signal),
  });
}

/** `POST /tokens`: the reply is the only time the token itself is shown. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTokenBody) => api.post<CreatedTokenReply>('/tokens', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

/** `DELETE /tokens/{id}`: the row leaves the list as soon as the server agrees, before the list is read again. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageReply>(`/tokens/${id}`),
    onSuccess: (_reply, id) => queryClient.setQueryData<TokenListReply>(tokensKey, (list) => list && { data: list.data.filter((token) => token.id !== id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}
