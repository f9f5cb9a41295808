import { useState } from 'react';
import { lastFrameOf } from './frame-clock.ts';
import { spanBody, spanOf, type FrameSpan, type FrameSpanBody } from './frame-span.ts';
import { loopBounds } from './loop-range.ts';
import type { TransportState, VideoTransport } from './video-transport.ts';

/** What a comment made now is about: the playhead's frame, or the loop's frames unless the range was dropped. */
export function spanOfState(state: Pick<TransportState, 'frame' | 'loop' | 'clock'>, isRangeDropped: boolean): FrameSpan {
  return spanOf(state.frame, isRangeDropped ? null : loopBounds(state.loop, lastFrameOf(state.clock)));
}

/**
 * The frames a comment being written goes on, read when it is sent, and the writer's choice to drop
 * the loop's range for it. Without a video (a still) it adds nothing to the request.
 */
export function useCommentSpan(transport: VideoTransport | null) {
  const [isRangeDropped, setIsRangeDropped] = useState(false);
  return {
    isRangeDropped,
    dropRange: () => setIsRangeDropped(true),
    /** The next comment may take the loop's range again. */
    reset: () => setIsRangeDropped(false),
    bodyNow: (): Partial<FrameSpanBody> => (transport ? spanBody(spanOfState(transport.getState(), isRangeDropped)) : {}),
  };
}

export type CommentSpan = ReturnType<typeof useCommentSpan>;
