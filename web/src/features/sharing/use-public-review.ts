import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentMessageReply } from '@review/contract/comments';
import type { GuestCommentBody, PublicReviewReply } from '@review/contract/sharing';
import { api } from '../../lib/api-client.ts';

const publicReviewKey = (token: string) => ['public-review', token] as const;
/** Guests have no live stream (it needs an account): the discussion is asked again at this pace. */
const GUEST_POLL_MS = 10_000;

/** `GET /public/reviews/{token}`: what a review link shows. */
export function usePublicReview(token: string) {
  return useQuery({
    queryKey: publicReviewKey(token),
    queryFn: ({ signal }) => api.get<PublicReviewReply>(`/public/reviews/${encodeURIComponent(token)}`, signal).then((reply) => reply.data),
    refetchInterval: GUEST_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** `POST /public/reviews/{token}/comments`: a guest's comment or reply. */
export function useGuestComment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestCommentBody) => api.post<CommentMessageReply>(`/public/reviews/${encodeURIComponent(token)}/comments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicReviewKey(token) }),
  });
}
