import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Project } from '@review/contract/projects';
import { projectsKey } from './projects-key.ts';

type Snapshot = [QueryKey, unknown][];

/**
 * Changes one project wherever it is cached (every list, and the single project) before the server
 * answers; returns what to put back if it refuses. `change` returns null to drop the project from a list.
 */
export async function patchCachedProject(
  queryClient: QueryClient,
  projectId: number,
  change: (project: Project, listView: string | null) => Project | null,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: projectsKey });
  const snapshot = queryClient.getQueriesData({ queryKey: projectsKey });
  for (const [key, data] of snapshot) {
    if (Array.isArray(data)) {
      const listView = typeof key[2] === 'string' ? key[2] : null;
      const next = (data as Project[]).flatMap((project) => (project.id === projectId ? (change(project, listView) ?? []) : [project]));
      queryClient.setQueryData(key, next);
    } else if (isProject(data) && data.id === projectId) {
      queryClient.setQueryData(key, change(data, null) ?? data);
    }
  }
  return snapshot;
}

/** Puts back what `patchCachedProject` changed. */
export function restoreProjects(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

function isProject(data: unknown): data is Project {
  return typeof data === 'object' && data !== null && 'project_name' in data && 'id' in data;
}
