import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import { api } from '../../lib/api-client.ts';
import { assetsKey } from './assets-keys.ts';

/** `DELETE /variations/{id}`. */
export function useDeleteVariation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variationId: number) => api.delete<MessageReply>(`/variations/${variationId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }),
  });
}
