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

/**
 * A thread's timecode and frame on the review screen, counted from its video's start timecode:
 * pressing it selects the thread, which goes to its frame (a range: loops it).
 */
export function FrameBadge({ comment, span, rate }: FrameBadgeProps) {
  const { asset, select } = useReviewContext();
  const variation = asset.versions.flatMap((version) => version.variations).find((item) => item.id === comment.variation.id);
  return <TimecodeButton span={span} scale={{ rate, startTimecode: variation?.media.start_timecode ?? null }} onGo={() => select(comment)} />;
}
