import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { MemberReply, MemberRole } from '@review/contract/members';
import type { ProjectMessageReply } from '@review/contract/projects';
import { api } from '../../../lib/api-client.ts';
import { projectsKey } from '../projects-key.ts';
import { projectKey } from '../use-project.ts';
import { useRefreshProjects } from '../use-refresh-projects.ts';

/** `PUT /members/{id}` {role}. */
export function useChangeMemberRole() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: number; role: MemberRole }) => api.put<MemberReply>(`/members/${memberId}`, { role }),
    onSuccess: refresh,
  });
}

/** `DELETE /members/{id}`. */
export function useRemoveMember() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (memberId: number) => api.delete<MessageReply>(`/members/${memberId}`),
    onSuccess: refresh,
  });
}

/** `POST /projects/{id}/leave`: a member (not the owner) leaves. */
export function useLeaveProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageReply>(`/projects/${projectId}/leave`),
    // Not awaited: the caller leaves the board, whose project would now answer 404.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...projectsKey, 'list'] }),
  });
}

/** `POST /default-role`: who becomes creator or approver of new assets; `userId` null means 'Anyone(default)'. */
export function useSetDefaultRole(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, slot }: { userId: number | null; slot: 'is_default_creator' | 'is_default_approver' }) =>
      api.post<ProjectMessageReply>('/default-role', { user_id: userId ?? '', project_id: projectId, [slot]: '1' }),
    onSuccess: (reply) => {
      queryClient.setQueryData(projectKey(String(projectId)), reply.data);
      void queryClient.invalidateQueries({ queryKey: projectsKey });
    },
  });
}
