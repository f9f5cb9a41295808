import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { ShareLinkListReply, ShareLinkReply } from '@review/contract/sharing';
import { api } from '../../lib/api-client.ts';

const shareLinksKey = (assetId: number) => ['share-links', assetId] as const;

/** `GET /assets/{id}/share-links`: the asset's review links that still work. */
export function useShareLinks(assetId: number) {
  return useQuery({
    queryKey: shareLinksKey(assetId),
    queryFn: ({ signal }) => api.get<ShareLinkListReply>(`/assets/${assetId}/share-links`, signal).then((reply) => reply.data),
  });
}

/** `POST /assets/{id}/share-links`. */
export function useCreateShareLink(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ShareLinkReply>(`/assets/${assetId}/share-links`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(assetId) }),
  });
}

/** `DELETE /share-links/{id}`: the link stops working at once. */
export function useRevokeShareLink(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => api.delete<MessageReply>(`/share-links/${linkId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(assetId) }),
  });
}
