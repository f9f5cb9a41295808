import { IconButton } from '../../ui/icon-button.tsx';
import { selectIsPlaying, useTransportState } from './use-transport-state.ts';
import { NextFrameIcon, PauseIcon, PlayIcon, PreviousFrameIcon } from './video-icons.tsx';
import type { VideoTransport } from './video-transport.ts';

/** Previous frame, Play or Pause, next frame. */
export function PlayButtons({ transport }: { transport: VideoTransport }) {
  const isPlaying = useTransportState(transport, selectIsPlaying);
  return (
    <div role="group" aria-label="Playback" className="flex items-center">
      <IconButton label="Previous frame" aria-keyshortcuts="ArrowLeft" onClick={() => transport.step(-1)} className="size-8">
        <PreviousFrameIcon />
      </IconButton>
      <IconButton label={isPlaying ? 'Pause' : 'Play'} aria-keyshortcuts="Space K" onClick={transport.togglePlay} className="size-9 text-fg">
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </IconButton>
      <IconButton label="Next frame" aria-keyshortcuts="ArrowRight" onClick={() => transport.step(1)} className="size-8">
        <NextFrameIcon />
      </IconButton>
    </div>
  );
}
