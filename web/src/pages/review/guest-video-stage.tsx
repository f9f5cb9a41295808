import clsx from 'clsx';
import { useMemo, useRef, useState } from 'react';
import type { Comment } from '@review/contract/comments';
import type { PublicVariation } from '@review/contract/sharing';
import { isTypingTarget } from '../../annotate/is-typing-target.ts';
import { authorName } from '../../features/comments/author-name.ts';
import { lastFrameOf } from '../../features/video/frame-clock.ts';
import { FullScreenButton } from '../../features/video/full-screen-button.tsx';
import { proxyFor } from '../../features/video/proxy-choice.ts';
import { QualitySelect } from '../../features/video/quality-select.tsx';
import { timelineMarkers } from '../../features/video/timeline.ts';
import { TimelineMarkers } from '../../features/video/timeline-markers.tsx';
import { useFullScreen } from '../../features/video/use-full-screen.ts';
import { useMarksOnFrame } from '../../features/video/use-marks-on-frame.ts';
import { selectClock, useTransportState } from '../../features/video/use-transport-state.ts';
import { useVideoKeys } from '../../features/video/use-video-keys.ts';
import { VideoControls } from '../../features/video/video-controls.tsx';
import { VideoPicture } from '../../features/video/video-picture.tsx';
import { VideoRenderStatus } from '../../features/video/video-render-status.tsx';
import type { VideoTransport } from '../../features/video/video-transport.ts';
import { GuestDesign, type GuestDesignProps } from './guest-design.tsx';

/** In full screen the player is the screen: the picture takes what the bar leaves. */
const PLAYER = 'group/player flex min-w-0 flex-col gap-2 lg:min-h-0 lg:flex-1 [&:fullscreen]:h-dvh [&:fullscreen]:bg-page [&:fullscreen]:p-3';
const FULL_SCREEN_VIEWPORT = 'group-[:fullscreen]/player:h-auto! group-[:fullscreen]/player:min-h-0! group-[:fullscreen]/player:flex-1';

export interface GuestVideoStageProps extends Omit<GuestDesignProps, 'video'> {
  transport: VideoTransport;
  variation: PublicVariation;
  /** The link's comments: those on this variation's frames go on the timeline. */
  comments: readonly Comment[];
  /** Drawing marker numbers by comment id. */
  numbers: ReadonlyMap<number, number>;
}

/**
 * A shared video: the picture with the marks of the frame on screen (playing or paused), drawing on
 * the paused frame when the link allows it, and the members' player bar with the comments on its
 * timeline and the player's keys. Until the first proxy is rendered, its first frame and how far rendering got.
 */
export function GuestVideoStage({ transport, variation, comments, numbers, ...design }: GuestVideoStageProps) {
  const media = variation.media;
  const [quality, setQuality] = useState<number | null>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(playerRef);
  useVideoKeys(transport, { ignores: isTypingTarget, onFullScreen: fullScreen.toggle });
  const marks = useMarksOnFrame(transport, design.marks);
  const clock = useTransportState(transport, selectClock);
  const proxy = proxyFor(media.proxies, quality);
  const lastFrame = lastFrameOf(clock);
  const { selectedId, onSelect, fileQuery } = design;

  const markers = useMemo(
    () => timelineMarkers(comments, variation.id, { lastFrame, showResolved: false, selectedId, numbers, authorOf: authorName }),
    [comments, variation.id, lastFrame, selectedId, numbers],
  );
  // Guests are not told why rendering stopped, nor offered Retry.
  const status = <VideoRenderStatus state={variation.render_state} progress={media.render_progress} />;
  const picture = (
    <>
      <VideoPicture transport={transport} media={media} poster={media.poster ?? variation.preview} label={design.alt} quality={quality} fileQuery={fileQuery} />
      {!proxy && variation.render_state !== 'ready' && (
        <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-4">
          <div className="rounded-md bg-surface/90 px-4 py-3 shadow-sm">{status}</div>
        </div>
      )}
    </>
  );

  return (
    <div ref={playerRef} className={PLAYER}>
      {/* Until a proxy plays, the first frame stands in for every frame: nothing is drawn on it. */}
      <GuestDesign {...design} className={clsx(design.className, FULL_SCREEN_VIEWPORT)} marks={marks} drawing={proxy ? design.drawing : null} video={{ transport, picture }} />
      {proxy && (
        <VideoControls
          transport={transport}
          media={media}
          fileQuery={fileQuery}
          timeline={<TimelineMarkers markers={markers} scale={clock} selectedId={selectedId} onSelect={onSelect} />}
          actions={
            <>
              <QualitySelect proxies={media.proxies} value={proxy.height} onChange={setQuality} />
              <FullScreenButton isFullScreen={fullScreen.isFullScreen} onToggle={fullScreen.toggle} />
            </>
          }
        />
      )}
      {proxy && status}
    </div>
  );
}
