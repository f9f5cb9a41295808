import type { Comment } from '@review/contract/comments';
import type { FrameSpan } from '../../features/video/frame-span.ts';
import { TimecodeButton } from '../../features/video/timecode-button.tsx';
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

/** A guest's thread's timecode and frame: pressing it goes to that frame. */
export function GuestFrameLink({ transport, span, onGo }: GuestFrameLinkProps) {
  const clock = useTransportState(transport, selectClock);
  return <TimecodeButton span={span} scale={clock} onGo={onGo} />;
}
