import { IconButton } from '../../ui/icon-button.tsx';
import { selectIsPlaying, useTransportState } from './use-transport-state.ts';
import { NextFrameIcon, PauseIcon, PlayIcon, PreviousFrameIcon } from './video-icons.tsx';
import type { VideoTransport } from './video-transport.ts';
import { useIntl } from 'react-intl';

/** Previous frame, Play or Pause, next frame. */
export function PlayButtons({ transport }: { transport: VideoTransport }) {
  const isPlaying = useTransportState(transport, selectIsPlaying);
  const intl = useIntl();
  return (
    // Left to right in every language, like the timeline the steps move along.
    <div role="group" dir="ltr" aria-label={intl.formatMessage({ id: 'media.video.playback' })} className="flex items-center">
      <IconButton label={intl.formatMessage({ id: 'media.video.previousFrame' })} aria-keyshortcuts="ArrowLeft" onClick={() => transport.step(-1)} className="size-8">
        <PreviousFrameIcon />
      </IconButton>
      <IconButton label={intl.formatMessage({ id: isPlaying ? 'media.video.pause' : 'media.video.play' })} aria-keyshortcuts="Space K" onClick={transport.togglePlay} className="size-9 text-fg">
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </IconButton>
      <IconButton label={intl.formatMessage({ id: 'media.video.nextFrame' })} aria-keyshortcuts="ArrowRight" onClick={() => transport.step(1)} className="size-8">
        <NextFrameIcon />
      </IconButton>
    </div>
  );
}
