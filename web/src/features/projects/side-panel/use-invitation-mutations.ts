import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { InvitationReply } from '@review/contract/invitations';
import type { MemberRole } from '@review/contract/members';
import { api } from '../../../lib/api-client.ts';
import { useRefreshProjects } from '../use-refresh-projects.ts';

export interface InviteVariables {
  email: string;
  role: MemberRole;
  message?: string;
}

/** `POST /invite` {project_id, email, role, message?}. */
export function useInvite(projectId: number) {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (body: InviteVariables) => api.post<InvitationReply>('/invite', { project_id: projectId, ...body }),
    onSuccess: refresh,
  });
}

/** `POST /resend/{id}`: the same link, e-mailed again. */
export function useResendInvitation() {
  return useMutation({ mutationFn: (invitationId: number) => api.post<MessageReply>(`/resend/${invitationId}`) });
}

/** `DELETE /withdraw-invitation/{id}`. */
export function useWithdrawInvitation() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (invitationId: number) => api.delete<MessageReply>(`/withdraw-invitation/${invitationId}`),
    onSuccess: refresh,
  });
}
