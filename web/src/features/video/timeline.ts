import type { Comment } from '@review/contract/comments';
import type { FrameSpan } from './frame-span.ts';

/**
 * Where frame `frame` sits along the timeline, from 0 (the first frame, at the left edge) to 1 (the
 * last, at the right edge), so both ends can be reached and every frame has one place.
 */
export function framePosition(frame: number, lastFrame: number): number {
  return lastFrame > 0 ? Math.min(Math.max(frame / lastFrame, 0), 1) : 0;
}

/** The frame at a place along the timeline (0 to 1, kept inside): the nearest. */
export function frameAtPosition(position: number, lastFrame: number): number {
  return Math.round(Math.min(Math.max(position, 0), 1) * lastFrame);
}

/** A comment shown on the timeline. */
export interface TimelineMarker {
  commentId: number;
  span: FrameSpan;
  /** Where it starts, and for a range where it ends, along the timeline (0 to 1). */
  start: number;
  end: number | null;
  /** Its drawing's marker number, when it has one. */
  number: number | undefined;
  isResolved: boolean;
  author: string;
}

export interface TimelineOptions {
  lastFrame: number;
  /** Resolved comments show only when asked for, or when selected, as their marks do. */
  showResolved: boolean;
  selectedId: number | null;
  /** Drawing marker numbers by comment id. */
  numbers: ReadonlyMap<number, number>;
  authorOf: (comment: Comment) => string;
}

/** The threads of a variation that are about a frame or a range, in frame order. */
export function timelineMarkers(comments: readonly Comment[], variationId: number, { lastFrame, showResolved, selectedId, numbers, authorOf }: TimelineOptions): TimelineMarker[] {
  return comments
    .filter((comment) => comment.parent_id === null && comment.variation.id === variationId && comment.frame !== null)
    .filter((comment) => showResolved || !comment.is_resolved || comment.id === selectedId)
    .map((comment) => {
      const frame = comment.frame!;
      const frameEnd = comment.frame_end !== null && comment.frame_end > frame ? comment.frame_end : null;
      return {
        commentId: comment.id,
        span: { frame, frameEnd },
        start: framePosition(frame, lastFrame),
        end: frameEnd === null ? null : framePosition(frameEnd, lastFrame),
        number: numbers.get(comment.id),
        isResolved: comment.is_resolved,
        author: authorOf(comment),
      };
    })
    .sort((a, b) => a.span.frame - b.span.frame || a.commentId - b.commentId);
}
