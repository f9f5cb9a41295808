import type { Comment } from '@review/contract/comments';
import type { FrameRate } from '@review/contract/media';
import type { FrameSpan } from '../../../features/video/frame-span.ts';
import { TimecodeButton } from '../../../features/video/timecode-button.tsx';
import { useReviewContext } from './review-context.ts';

export interface FrameBadgeProps {
  comment: Comment;
  span: FrameSpan;
  rate: FrameRate;
}

/** A thread's timecode on the review screen: pressing it selects the thread, which goes to its frame. */
export function FrameBadge({ comment, span, rate }: FrameBadgeProps) {
  const { select } = useReviewContext();
  return <TimecodeButton span={span} rate={rate} onGo={() => select(comment)} />;
}
