import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentMessageReply } from '@review/contract/comments';
import type { MessageReply } from '@review/contract/errors';
import type { GuestCommentBody, PublicReview, PublicReviewReply, UnlockBody } from '@review/contract/sharing';
import type { AnnotationRequestBody } from '../../annotate/annotation-body.ts';
import { api, API_BASE } from '../../lib/api-client.ts';

const publicReviewKey = (token: string) => ['public-review', token] as const;
const reviewPath = (token: string) => `/public/reviews/${encodeURIComponent(token)}`;
/** Guests have no live stream (it needs an account): the discussion is asked again at this pace. */
const GUEST_POLL_MS = 10_000;

/** `GET /public/reviews/{token}`: what a review link shows. */
export function usePublicReview(token: string) {
  return useQuery({
    queryKey: publicReviewKey(token),
    queryFn: ({ signal }) => api.get<PublicReviewReply>(reviewPath(token), signal).then((reply) => reply.data),
    // A link that asks for its password or has closed answers the same until the guest acts.
    refetchInterval: (query) => (query.state.error ? false : GUEST_POLL_MS),
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** `POST /public/reviews/{token}/unlock`: the server keeps the proof in a cookie, then the review loads. */
export function useUnlockReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnlockBody) => api.post<MessageReply>(`${reviewPath(token)}/unlock`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicReviewKey(token) }),
  });
}

/** Where the original of a variation downloads from, when the link allows it. */
export function originalFileUrl(token: string, variationId: number): string {
  return `${API_BASE}${reviewPath(token)}/files/${variationId}/original`;
}

/** `POST /public/reviews/{token}/comments`: a guest's comment or reply. */
export function useGuestComment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestCommentBody) => api.post<CommentMessageReply>(`${reviewPath(token)}/comments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicReviewKey(token) }),
  });
}

/** A drawn mark sent by a guest: the members' annotation body under the guest's name and address. */
export type GuestAnnotationRequest = AnnotationRequestBody & Pick<GuestCommentBody, 'name' | 'email'>;

/**
 * `POST /public/reviews/{token}/annotations`. The new comment joins the cached review at once, so its
 * marker replaces the drawing without a flicker; then the review is asked again.
 */
export function useGuestAnnotation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestAnnotationRequest) => api.post<CommentMessageReply>(`${reviewPath(token)}/annotations`, body),
    onSuccess: async (reply) => {
      queryClient.setQueryData<PublicReview>(publicReviewKey(token), (review) => (review ? { ...review, comments: [...review.comments, reply.data] } : review));
      await queryClient.invalidateQueries({ queryKey: publicReviewKey(token) });
    },
  });
}
