import { useQuery } from '@tanstack/react-query';
import type { ProjectListReply } from '@review/contract/projects';
import { api } from '../../lib/api-client.ts';
import { projectsKey } from './projects-key.ts';

/** A list endpoint answering `{data: [projects]}`: `/stared-by-me`, `/my-archive`. */
export type ProjectListPath = '/stared-by-me' | '/my-archive';

export function useProjectList(path: ProjectListPath) {
  return useQuery({
    queryKey: [...projectsKey, path],
    queryFn: ({ signal }) => api.get<ProjectListReply>(path, signal).then((reply) => reply.data),
  });
}
