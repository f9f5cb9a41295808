import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Comment } from '@review/contract/comments';
import { lastFrameOf } from '../../../features/video/frame-clock.ts';
import { FullScreenButton } from '../../../features/video/full-screen-button.tsx';
import { proxyFor } from '../../../features/video/proxy-choice.ts';
import { QualitySelect } from '../../../features/video/quality-select.tsx';
import { TimelineMarkers } from '../../../features/video/timeline-markers.tsx';
import { useMarksOnFrame } from '../../../features/video/use-marks-on-frame.ts';
import { selectClock, useTransportState } from '../../../features/video/use-transport-state.ts';
import { VideoControls } from '../../../features/video/video-controls.tsx';
import { VideoPicture } from '../../../features/video/video-picture.tsx';
import { useTimelineMarkers } from '../../../features/video/use-timeline-markers.ts';
import { VariationRenderStatus } from '../../../features/video/video-render-status.tsx';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import { useReviewSource } from '../source/review-source.ts';
import { ViewerCanvas, type ViewerCanvasProps } from './viewer-canvas.tsx';

export interface VideoStageProps extends Omit<ViewerCanvasProps, 'video'> {
  transport: VideoTransport;
  comments: readonly Comment[] | undefined;
  /** Resolved comments show on the timeline when their marks do. */
  showResolved: boolean;
  isFullScreen: boolean;
  onToggleFullScreen: () => void;
}

/**
 * A video on the review screen: the picture with the marks of the frame on screen (playing or
 * paused), drawing on it, the player's bar with the comments on the timeline, and how rendering goes.
 */
export function VideoStage({ transport, comments, showResolved, isFullScreen, onToggleFullScreen, ...canvas }: VideoStageProps) {
  const intl = useIntl();
  const { asset, variation, marks, selectedId, onSelect } = canvas;
  const media = variation.media;
  const [quality, setQuality] = useState<number | null>(null);
  const own = useMarksOnFrame(transport, marks.own);
  const carried = useMarksOnFrame(transport, marks.carried);
  const clock = useTransportState(transport, selectClock);
  const { render, fileQuery } = useReviewSource();
  const proxy = proxyFor(media.proxies, quality);
  const lastFrame = lastFrameOf(clock);

  const markers = useTimelineMarkers(comments, variation.id, { lastFrame, showResolved, selectedId });
  const status = <VariationRenderStatus variation={variation} render={render} />;
  const picture = (
    <>
      <VideoPicture transport={transport} media={media} poster={media.poster ?? variation.preview} label={intl.formatMessage({ id: 'asset.viewer.variationOf' }, { asset: asset.title, variation: variation.label })} quality={quality} fileQuery={fileQuery} />
      {/* Nothing plays before the first proxy: how rendering goes is said over the first frame, where play would be. */}
      {!proxy && variation.render_state !== 'ready' && (
        <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-4">
          <div className="pointer-events-auto rounded-md bg-surface/90 px-4 py-3 shadow-sm">{status}</div>
        </div>
      )}
    </>
  );

  return (
    <>
      {/* Until a proxy plays, the first frame stands in for every frame: nothing is drawn on it. */}
      <ViewerCanvas {...canvas} tool={proxy ? canvas.tool : null} marks={{ ...marks, own, carried }} video={{ transport, picture }} />
      {proxy && (
        <VideoControls
          transport={transport}
          media={media}
          fileQuery={fileQuery}
          timeline={<TimelineMarkers markers={markers} scale={clock} selectedId={selectedId} onSelect={onSelect} />}
          actions={
            <>
              <QualitySelect proxies={media.proxies} value={proxy.height} onChange={setQuality} />
              <FullScreenButton isFullScreen={isFullScreen} onToggle={onToggleFullScreen} />
            </>
          }
        />
      )}
      {proxy && status}
    </>
  );
}
