import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreviewReply } from '@review/contract/invitations';
import type { ProjectMessageReply } from '@review/contract/projects';
import { api } from '../../lib/api-client.ts';
import { projectsKey } from '../../features/projects/projects-key.ts';

const invitationKey = (token: string) => ['invitation', token] as const;

/** `GET /invitations/{token}`: public, so it works before signing in. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: invitationKey(token),
    queryFn: ({ signal }) => api.get<InvitationPreviewReply>(`/invitations/${encodeURIComponent(token)}`, signal).then((reply) => reply.data),
  });
}

/** `POST /invitations/{token}/accept`: the signed-in invitee joins; the reply carries the project. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ProjectMessageReply>(`/invitations/${encodeURIComponent(token)}/accept`),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: projectsKey }), queryClient.invalidateQueries({ queryKey: invitationKey(token) })]),
  });
}
