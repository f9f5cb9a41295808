import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { projectsKey, type ProjectSummary } from './project-summary.ts';

/** `POST /projects` {project_name}; the server enforces the plan's project limit. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectName: string) => api.post<{ message?: string; data: ProjectSummary }>('/projects', { project_name: projectName }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
