import { useQuery } from '@tanstack/react-query';
import type { VariationChanges, VariationChangesReply } from '@review/contract/changes';
import { api } from '../../lib/api-client.ts';
import { variationChangesKey } from '../assets/assets-keys.ts';

/**
 * `GET /variations/{id}/changes` → the variation's changed regions against the previous version.
 * A `pending` comparison is refreshed by the live updates when the job ends (the key is under the
 * assets root); only asked for while `isEnabled`, as most visits never look.
 */
export function useVariationChanges(variationId: number | undefined, isEnabled = true) {
  return useQuery({
    queryKey: variationChangesKey(variationId ?? 0),
    queryFn: ({ signal }) => api.get<VariationChangesReply>(`/variations/${variationId}/changes`, signal).then((reply): VariationChanges => reply.data),
    enabled: isEnabled && variationId !== undefined,
  });
}
