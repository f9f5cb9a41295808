import { useMemo } from 'react';
import type { Comment } from '@review/contract/comments';
import { numberAnnotations } from '../comments/annotation-numbers.ts';
import { authorName } from '../comments/author-name.ts';
import { timelineMarkers, type TimelineMarker } from './timeline.ts';

/** The variation's comments on frames as the timeline shows them (a video's or a sound's), numbered as their marks are. */
export function useTimelineMarkers(comments: readonly Comment[] | undefined, variationId: number, { lastFrame, showResolved, selectedId }: { lastFrame: number; showResolved: boolean; selectedId: number | null }): TimelineMarker[] {
  return useMemo(
    () => (comments ? timelineMarkers(comments, variationId, { lastFrame, showResolved, selectedId, numbers: numberAnnotations(comments), authorOf: authorName }) : []),
    [comments, variationId, lastFrame, showResolved, selectedId],
  );
}
