import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Asset, AssetMessageReply } from '@review/contract/assets';
import { api } from '../../../lib/api-client.ts';
import { assetKey, assetsKey } from '../../../features/assets/assets-keys.ts';

export type AssetPeopleChange = Partial<Pick<Asset, 'creator_user_id' | 'approver_user_id'>>;

/** `PUT /assets/{id}` {creator_user_id | approver_user_id}: shown at once, put back if refused. */
export function useUpdateAssetPeople(assetId: number) {
  const queryClient = useQueryClient();
  const key = assetKey(assetId);
  return useMutation({
    mutationFn: (change: AssetPeopleChange) => api.put<AssetMessageReply>(`/assets/${assetId}`, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Asset>(key);
      if (previous) queryClient.setQueryData<Asset>(key, { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (reply) => queryClient.setQueryData(key, reply.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assetsKey }),
  });
}
