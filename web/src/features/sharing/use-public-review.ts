import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CommentMessageReply } from '@review/contract/comments';
import type { MessageReply } from '@review/contract/errors';
import type { GuestCommentBody, PublicReviewPage, PublicReviewPageReply, UnlockBody } from '@review/contract/sharing';
import type { AnnotationRequestBody } from '../../annotate/annotation-body.ts';
import { api, API_BASE } from '../../lib/api-client.ts';
import { publicReviewKey, publicReviewPath, publicReviewsKey } from './public-review-keys.ts';
import { usePublicReviewEvents } from './use-public-review-events.ts';

/** While the link's event stream is down, the review is asked again at this pace. */
const GUEST_POLL_MS = 10_000;

/**
 * `GET /public/reviews/{token}/page?asset=`: what a review link's page shows, a project link's grid
 * when no asset is given, or why it cannot (a password, a closed link): a 200 either way, so opening
 * a protected or revoked link logs no failed request in the console. Kept fresh by the link's event
 * stream once it opened, by polling while the stream is down.
 */
export function usePublicReview(token: string, assetId: number | null) {
  const [isLive, setIsLive] = useState(false);
  const query = useQuery<PublicReviewPage, Error, PublicReviewPage, ReturnType<typeof publicReviewKey>>({
    queryKey: publicReviewKey(token, assetId),
    queryFn: ({ signal }) => api.get<PublicReviewPageReply>(`${publicReviewPath(token)}/page${assetId === null ? '' : `?asset=${assetId}`}`, signal).then((reply) => reply.data),
    // A link that asks for its password or has closed answers the same until the guest acts.
    refetchInterval: (current) => (current.state.error || current.state.data?.state !== 'open' || isLive ? false : GUEST_POLL_MS),
    refetchOnWindowFocus: true,
    // Moving to another asset of a project link keeps the one on screen until the next has come.
    placeholderData: keepPreviousData,
    retry: false,
  });
  usePublicReviewEvents(token, query.data?.state === 'open' && !query.error, setIsLive);
  return query;
}

/** `POST /public/reviews/{token}/unlock`: the server keeps the proof in a cookie, then the review loads. */
export function useUnlockReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnlockBody) => api.post<MessageReply>(`${publicReviewPath(token)}/unlock`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicReviewsKey(token) }),
  });
}

/** Where the original of a variation downloads from, when the link allows it. */
export function originalFileUrl(token: string, variationId: number): string {
  return `${API_BASE}${publicReviewPath(token)}/files/${variationId}/original`;
}

/** `POST /public/reviews/{token}/comments`: a guest's comment or reply. */
export function useGuestComment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestCommentBody) => api.post<CommentMessageReply>(`${publicReviewPath(token)}/comments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicReviewsKey(token) }),
  });
}

/** A drawn mark sent by a guest: the members' annotation body under the guest's name and address (on a video, with its frames). */
export type GuestAnnotationRequest = AnnotationRequestBody & Pick<GuestCommentBody, 'name' | 'email'> & Partial<Pick<GuestCommentBody, 'frame' | 'frame_end'>>;

/**
 * `POST /public/reviews/{token}/annotations`. The new comment joins the cached view (`assetId` as asked) at
 * once, so its marker replaces the drawing without a flicker; then the review is asked again.
 */
export function useGuestAnnotation(token: string, assetId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestAnnotationRequest) => api.post<CommentMessageReply>(`${publicReviewPath(token)}/annotations`, body),
    onSuccess: async (reply) => {
      queryClient.setQueryData<PublicReviewPage>(publicReviewKey(token, assetId), (page) => {
        if (page?.state !== 'open') return page;
        const { review } = page;
        return { ...page, review: { ...review, comments: [...review.comments, reply.data], own_comment_ids: [...review.own_comment_ids, reply.data.id] } };
      });
      await queryClient.invalidateQueries({ queryKey: publicReviewsKey(token) });
    },
  });
}
