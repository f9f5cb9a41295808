import { useQuery } from '@tanstack/react-query';
import type { StageTemplate } from '@review/contract/stages';
import { api } from '../../lib/api-client.ts';
import { stageTemplatesKey } from './stages-keys.ts';

/** `GET /projects/{id}/stage-templates` → the project's templates, read only while `enabled` (the stages editor is open). */
export function useStageTemplates(projectId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: stageTemplatesKey(projectId),
    queryFn: ({ signal }) => api.get<{ data: StageTemplate[] }>(`/projects/${projectId}/stage-templates`, signal).then((reply) => reply.data),
    enabled,
  });
}
