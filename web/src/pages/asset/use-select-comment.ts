import { useCallback } from 'react';
import type { Comment } from '@review/contract/comments';
import { useReviewParams } from '../../features/assets/review-params.ts';
import type { VideoTransport } from '../../features/video/video-transport.ts';

/**
 * Selects a comment (`?comment=`); one about a video's frame also goes to that frame, at once on
 * the video on screen, and through the URL for another variation's (the viewer follows it there);
 * one about a range of frames makes that range the loop. Selecting it again goes back to its frame
 * after the playhead moved on.
 */
export function useSelectComment(transport: VideoTransport | null, variationId: number | undefined) {
  const { update } = useReviewParams();
  return useCallback(
    (comment: Pick<Comment, 'id' | 'frame' | 'frame_end' | 'variation'>) => {
      if (comment.frame === null) return update({ comment: comment.id });
      if (transport && comment.variation.id === variationId) transport.showSpan(comment.frame, comment.frame_end);
      update({ comment: comment.id, frame: comment.frame === 0 ? null : comment.frame });
    },
    [transport, variationId, update],
  );
}
