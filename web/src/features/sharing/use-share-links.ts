import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { ShareLinkListReply, ShareLinkReply, ShareLinkSettingsBody } from '@review/contract/sharing';
import { api } from '../../lib/api-client.ts';

const shareLinksKey = (assetId: number) => ['share-links', assetId] as const;

/** `GET /assets/{id}/share-links`: the asset's review links that were not revoked, expired ones too. */
export function useShareLinks(assetId: number) {
  return useQuery({
    queryKey: shareLinksKey(assetId),
    queryFn: ({ signal }) => api.get<ShareLinkListReply>(`/assets/${assetId}/share-links`, signal).then((reply) => reply.data),
    // Guests' views reach members by no event: each opening of the dialog asks again.
    staleTime: 0,
  });
}

/** `POST /assets/{id}/share-links`, with the new link's settings. */
export function useCreateShareLink(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShareLinkSettingsBody) => api.post<ShareLinkReply>(`/assets/${assetId}/share-links`, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(assetId) }),
  });
}

/** `PUT /share-links/{id}`: changes the settings given, keeps the others. */
export function useUpdateShareLink(assetId: number, linkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShareLinkSettingsBody) => api.put<ShareLinkReply>(`/share-links/${linkId}`, settings),
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
