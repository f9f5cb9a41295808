import type { Comment } from '@review/contract/comments';
import { spanTimecode, type FrameSpan } from '../../features/video/frame-span.ts';
import { selectClock, useTransportState } from '../../features/video/use-transport-state.ts';
import type { VideoTransport } from '../../features/video/video-transport.ts';

/** The frames a comment is about, or null for one about no frame (a still's, a reply). */
export function spanOfComment(comment: Pick<Comment, 'frame' | 'frame_end'>): FrameSpan | null {
  if (comment.frame === null) return null;
  return { frame: comment.frame, frameEnd: comment.frame_end !== null && comment.frame_end > comment.frame ? comment.frame_end : null };
}

export interface GuestFrameLinkProps {
  transport: VideoTransport;
  span: FrameSpan;
  onGo: () => void;
}

/** The video timecode a guest's thread is about (its range's, for a range); pressing it goes to that frame. */
export function GuestFrameLink({ transport, span, onGo }: GuestFrameLinkProps) {
  const { rate } = useTransportState(transport, selectClock);
  const frames = span.frameEnd === null ? `frame ${span.frame}` : `frames ${span.frame}–${span.frameEnd}`;
  return (
    <button
      type="button"
      title={`Go to ${frames}`}
      onClick={onGo}
      className="mt-1 self-start rounded border border-line px-1.5 py-0.5 font-mono text-xs whitespace-nowrap text-muted tabular transition-colors hover:border-accent hover:text-accent-text"
    >
      {/* Named by what it shows, so speech input finds it by the timecode read on screen. */}
      <span className="sr-only">Go to </span>
      {spanTimecode(span, rate)}
      <span className="sr-only"> ({frames})</span>
    </button>
  );
}
