import type { Comment } from '@review/contract/comments';
import type { Media } from '@review/contract/media';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useReviewParams } from '../assets/review-params.ts';

/** A banner's two views: its page playing live in an iframe, or the recording of its animation under the video player. */
export type BannerView = 'live' | 'recording';

/** Whether the banner's animation was recorded: its recording is then its video (frame rate, frames, the WebM among `proxies`). */
export const hasRecording = (media: Media | undefined) => media?.kind === 'banner' && media.frame_rate !== null && media.proxies.length > 0;

/**
 * Which view of a banner is on screen, kept in the address (`?view=recording`), so the review
 * screen's transport, the viewer and the sidebar agree and a link opens the same view; a link to a
 * frame (`?frame=`) opens the recording. Live is the default. Going back to Live leaves the frame.
 */
export function useBannerView(media: Media | undefined) {
  const [params, setParams] = useSearchParams();
  const { frame } = useReviewParams();
  const recorded = hasRecording(media);
  const view: BannerView = recorded && (params.get('view') === 'recording' || frame !== null) ? 'recording' : 'live';
  const show = useCallback(
    (next: BannerView, atFrame?: number | null) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === 'recording') changed.set('view', 'recording');
          else changed.delete('view');
          if (next === 'live' || !atFrame) changed.delete('frame');
          else changed.set('frame', String(atFrame));
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { recorded, view, show };
}

/** What the screen's transport plays: a banner only while its recording is on screen, so a comment made on the live page carries no frame. */
export const playedMedia = (media: Media | undefined, view: BannerView) => (media?.kind === 'banner' && view !== 'recording' ? undefined : media);

/** A comment on a frame chosen while the banner plays live opens the recording on that frame (once: Live may then be chosen again). */
export function useRecordingForFrameComments(comments: readonly Comment[] | undefined, view: ReturnType<typeof useBannerView>) {
  const { commentId } = useReviewParams();
  const { recorded, view: current, show } = view;
  const frame = comments?.find((comment) => comment.id === commentId)?.frame ?? null;
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (!recorded || current !== 'live' || frame === null || opened.current === commentId) return;
    opened.current = commentId;
    show('recording', frame);
  }, [recorded, current, frame, commentId, show]);
}
