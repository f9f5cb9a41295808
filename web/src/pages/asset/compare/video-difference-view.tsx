import { useIntl, type IntlShape } from 'react-intl';
import { useTransportState } from '../../../features/video/use-transport-state.ts';
import type { TransportState } from '../../../features/video/video-transport.ts';
import { framePicturePath, type CompareSide } from './compare-sides.ts';
import type { CompareViewProps } from './compare-view-props.ts';
import { DifferenceView } from './difference-view.tsx';
import { SideBySideView } from './side-by-side-view.tsx';

/** The paused frame, or null while playing: nothing redraws at every frame of playback. */
const selectPausedFrame = (state: TransportState) => (state.isPlaying ? null : state.frame);

/** A video side as its frame on the playhead: that frame's exact picture, and its number in the name. */
function onFrame(side: CompareSide, frame: number, intl: IntlShape): CompareSide {
  if (!side.video) return side;
  const own = frame + side.video.shift;
  return { ...side, label: intl.formatMessage({ id: 'asset.compare.sideFrame' }, { label: side.label, frame: own }), page: { ...side.page, preview: framePicturePath(side.video.variation.id, own) } };
}

/**
 * Difference with a video: the pixels of the paused frame of each side (a still against the video's
 * frame). A playing video's pixels are not compared: while it plays, both sides play side by side, and
 * it says so.
 */
export function VideoDifferenceView(props: CompareViewProps) {
  const intl = useIntl();
  const transport = (props.a.video ?? props.b.video)!.transport;
  const frame = useTransportState(transport, selectPausedFrame);
  if (frame === null) {
    return (
      <div className="flex min-h-0 flex-1 flex-col gap-1">
        <p role="status" className="text-xs font-medium text-fg">
          {intl.formatMessage({ id: 'asset.compare.pauseForDifference' })}
        </p>
        <SideBySideView {...props} />
      </div>
    );
  }
  return <DifferenceView {...props} a={onFrame(props.a, frame, intl)} b={onFrame(props.b, frame, intl)} />;
}
