import { useQueryClient } from '@tanstack/react-query';
import { projectsKey } from './projects-key.ts';

/**
 * Refetches every cached project and project list after a change. Not awaited by the mutations: the
 * refetch may remove the row that started the change, and a removed row's `mutate` callbacks (its toast)
 * would then never run.
 */
export function useRefreshProjects(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: projectsKey });
}
