import { useQueryClient } from '@tanstack/react-query';
import { projectsKey } from './projects-key.ts';

/** Refetches every cached project and project list (after a change made elsewhere than in the project itself). */
export function useRefreshProjects(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectsKey });
}
