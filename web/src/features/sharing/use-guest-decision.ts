import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@review/contract/errors';
import type { GuestDecisionBody } from '@review/contract/sharing';
import { api } from '../../lib/api-client.ts';
import { publicReviewPath, publicReviewsKey } from './public-review-keys.ts';

/** `POST /public/reviews/{token}/decisions`: a guest approves or asks for changes on the newest version. */
export function useGuestDecision(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestDecisionBody) => api.post<MessageReply>(`${publicReviewPath(token)}/decisions`, body),
    // The grid's outcomes change too, so every view of the link is asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicReviewsKey(token) }),
  });
}
