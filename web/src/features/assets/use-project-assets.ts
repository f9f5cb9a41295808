import { useIsMutating, useQuery } from '@tanstack/react-query';
import type { Asset } from '@review/contract/assets';
import { api } from '../../lib/api-client.ts';
import { projectAssetsKey } from './assets-keys.ts';
import { statusMutationKey } from './use-update-asset-status.ts';
import { useFallbackPoll } from '../live/live-status.ts';

/** How often the board asks again while the live event stream is down, so other members' moves and uploads show up. */
export const BOARD_POLL_MS = 5000;

/**
 * `GET /assets?project={id}` → the project's assets. Other members' changes arrive through the live
 * stream (see features/live); while it is down, refreshed on focus and every 5 s, except while a
 * status change is on its way (a poll then would briefly put the card back in its old column).
 */
export function useProjectAssets(projectId: number | string, { enabled = true }: { enabled?: boolean } = {}) {
  const isMoving = useIsMutating({ mutationKey: statusMutationKey }) > 0;
  const fallbackPoll = useFallbackPoll(BOARD_POLL_MS);
  return useQuery({
    queryKey: projectAssetsKey(projectId),
    queryFn: ({ signal }) => api.get<{ data: Asset[] }>(`/assets?project=${encodeURIComponent(projectId)}`, signal).then((reply) => reply.data),
    refetchInterval: isMoving ? false : fallbackPoll,
    refetchOnWindowFocus: true,
    enabled,
  });
}
