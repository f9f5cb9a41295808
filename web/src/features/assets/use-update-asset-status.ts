import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Asset, AssetMessageReply } from '@review/contract/assets';
import type { AssetStatus } from '@review/contract/statuses';
import { api } from '../../lib/api-client.ts';
import { assetsKey, projectAssetsKey } from './assets-keys.ts';

export const statusMutationKey = [...assetsKey, 'status'] as const;

export interface StatusChange {
  asset: Pick<Asset, 'id' | 'project_id'>;
  status: AssetStatus;
}

/**
 * `PUT /assets/{id}` {status}, shown at once on the project's board (spec section 4); the board is
 * put back as it was if the server refuses. Callers add their own toasts.
 */
export function useUpdateAssetStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: statusMutationKey,
    mutationFn: ({ asset, status }: StatusChange) => api.put<AssetMessageReply>(`/assets/${asset.id}`, { status }),
    onMutate: async ({ asset, status }) => {
      const key = projectAssetsKey(asset.project_id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Asset[]>(key);
      queryClient.setQueryData<Asset[]>(key, (assets) => assets?.map((item) => (item.id === asset.id ? { ...item, status } : item)));
      return { key, previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: assetsKey }),
  });
}
