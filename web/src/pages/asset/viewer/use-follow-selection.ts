import { useEffect, useRef } from 'react';
import type { Comment } from '@review/contract/comments';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import type { ScreenVariation } from '../source/screen-asset.ts';

/**
 * When a comment is selected (in the sidebar, or by a link) that belongs to another variation or
 * another page, the viewer goes there so its marker is on screen — unless it is already shown
 * here, carried forward. A link naming a comment on a video's frame, and no frame of its own
 * (`?frame=` wins: it is where the person was), opens on that frame. Each selection is followed
 * once: later toggles never move the view.
 */
export function useFollowSelection(comments: readonly Comment[] | undefined, variation: Pick<ScreenVariation, 'id'>, page: number, shownHere: (commentId: number) => boolean, transport: VideoTransport | null) {
  const { commentId, frame, update } = useReviewParams();
  const followed = useRef<number | null>(null);
  const selected = commentId === null ? undefined : comments?.find((comment) => comment.id === commentId);
  useEffect(() => {
    if (!selected || followed.current === selected.id) return;
    followed.current = selected.id;
    const toFrame = frame === null && selected.frame !== null ? selected.frame : null;
    const isElsewhere = selected.variation.id !== variation.id || selected.page !== page;
    if (isElsewhere && !shownHere(selected.id)) {
      update({ version: selected.version.id, variation: selected.variation.id, page: selected.page === 1 ? null : selected.page, ...(toFrame !== null && { frame: toFrame || null }) });
    } else if (toFrame !== null) transport?.showFrame(toFrame);
  }, [selected, variation.id, page, shownHere, update, frame, transport]);
}
