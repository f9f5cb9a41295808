import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, ProjectMessageReply } from '@review/contract/projects';
import { api } from '../../lib/api-client.ts';
import { projectsKey } from './projects-key.ts';

/** `POST /projects` {project_name}; the server enforces the plan's project limit. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => api.post<ProjectMessageReply>('/projects', body),
    // Refused at the limit too: the lists behind the modal may be missing projects made elsewhere.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
