import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, ProjectMessageReply } from '@review/contract/projects';
import { api } from '../../lib/api-client.ts';
import { projectsKey } from './projects-key.ts';

/** `POST /projects` {project_name}; the server enforces the plan's project limit. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => api.post<ProjectMessageReply>('/projects', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
