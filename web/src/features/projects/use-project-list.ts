import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { projectsKey, type ProjectSummary } from './project-summary.ts';

/** A list endpoint answering `{data: [projects]}`: `/stared-by-me`, `/my-archive`. */
export type ProjectListPath = '/stared-by-me' | '/my-archive';

export function useProjectList(path: ProjectListPath) {
  return useQuery({
    queryKey: [...projectsKey, path],
    queryFn: ({ signal }) => api.get<{ data: ProjectSummary[] }>(path, signal).then((reply) => reply.data),
  });
}
