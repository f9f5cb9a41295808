import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { LinkScope, ShareLinkListReply, ShareLinkReply, ShareLinkSettingsBody } from '@review/contract/sharing';
import { api } from '../../lib/api-client.ts';

/** What the links open: one asset, or a whole project. */
export interface ShareTarget {
  scope: LinkScope;
  id: number;
}

const shareLinksKey = (target: ShareTarget) => ['share-links', target.scope, target.id] as const;
const shareLinksPath = (target: ShareTarget) => `/${target.scope === 'asset' ? 'assets' : 'projects'}/${target.id}/share-links`;

/** `GET /assets/{id}/share-links` or `/projects/{id}/share-links`: the links that were not revoked, expired ones too. */
export function useShareLinks(target: ShareTarget) {
  return useQuery({
    queryKey: shareLinksKey(target),
    queryFn: ({ signal }) => api.get<ShareLinkListReply>(shareLinksPath(target), signal).then((reply) => reply.data),
    // Guests' views reach members by no event: each opening of the dialog asks again.
    staleTime: 0,
  });
}

/** `POST /assets/{id}/share-links` or `/projects/{id}/share-links`, with the new link's settings. */
export function useCreateShareLink(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShareLinkSettingsBody) => api.post<ShareLinkReply>(shareLinksPath(target), settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(target) }),
  });
}

/** `PUT /share-links/{id}`: changes the settings given, keeps the others. */
export function useUpdateShareLink(target: ShareTarget, linkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShareLinkSettingsBody) => api.put<ShareLinkReply>(`/share-links/${linkId}`, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(target) }),
  });
}

/** `DELETE /share-links/{id}`: the link stops working at once. */
export function useRevokeShareLink(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => api.delete<MessageReply>(`/share-links/${linkId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(target) }),
  });
}
