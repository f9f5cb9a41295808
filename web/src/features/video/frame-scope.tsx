import { describeSpan } from './frame-span.ts';
import { useTimecodeOrigin } from './timecode-origin.ts';
import { spanOfState, type CommentSpan } from './use-comment-span.ts';
import { selectClock, selectFrame, selectLoop, useTransportState } from './use-transport-state.ts';
import type { VideoTransport } from './video-transport.ts';
import { FormattedMessage } from 'react-intl';

export interface FrameScopeProps {
  transport: VideoTransport;
  span: Pick<CommentSpan, 'isRangeDropped' | 'dropRange'>;
}

/**
 * In a comment form on a video: where the comment goes, 'On 00:00:41:16 (frame 1000)' or, with a
 * loop, 'On frames 1000–1100' and a button to put it on the playhead's frame alone.
 */
export function FrameScope({ transport, span }: FrameScopeProps) {
  const frame = useTransportState(transport, selectFrame);
  const loop = useTransportState(transport, selectLoop);
  const clock = useTransportState(transport, selectClock);
  const origin = useTimecodeOrigin();
  const current = spanOfState({ frame, loop, clock }, span.isRangeDropped);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted tabular">
      <span>{describeSpan(current, clock, origin)}</span>
      {current.frameEnd !== null && (
        <button type="button" onClick={span.dropRange} className="rounded font-medium text-accent-text hover:underline">
          <FormattedMessage id="media.video.onlyThisFrame" />
        </button>
      )}
    </p>
  );
}
