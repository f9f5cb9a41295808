import type { ReactNode } from 'react';
import type { Media } from '@review/contract/media';
import { LoopControls } from './loop-controls.tsx';
import { PlayButtons } from './play-buttons.tsx';
import { PositionField } from './position-field.tsx';
import { ScrubBar } from './scrub-bar.tsx';
import { SpeedSelect } from './speed-select.tsx';
import { TimecodeOriginSwitch } from './timecode-origin-switch.tsx';
import { selectClock, useTransportState } from './use-transport-state.ts';
import { VolumeControl } from './volume-control.tsx';
import type { VideoTransport } from './video-transport.ts';
import { useIntl } from 'react-intl';

export interface VideoControlsProps {
  transport: VideoTransport;
  media: Media;
  /** Shown over the timeline, aligned with it (the comments on frames). */
  timeline?: ReactNode;
  /** At the end of the bar: quality, full screen. */
  actions?: ReactNode;
  /** Added to file addresses (`?review={token}` on a review link). */
  fileQuery?: string;
}

/**
 * The player's bar: the timeline (with what is on it) and the scrub bar, then play and frame steps,
 * speed, the position as timecode and frame (and for a file with its own start timecode, counting
 * from zero instead), the loop, the sound, and the caller's own actions.
 */
export function VideoControls({ transport, media, timeline, actions, fileQuery }: VideoControlsProps) {
  const clock = useTransportState(transport, selectClock);
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'media.video.controls' })} className="flex min-w-0 flex-col gap-1 rounded-lg border border-line bg-surface px-3 pt-1.5 pb-2">
      {timeline}
      <ScrubBar transport={transport} sprite={media.sprite} proxy={media.proxies[0]?.url ?? null} waveform={media.has_audio ? media.waveform : null} fileQuery={fileQuery} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <PlayButtons transport={transport} />
        <SpeedSelect transport={transport} />
        <PositionField transport={transport} />
        <TimecodeOriginSwitch scale={clock} />
        <LoopControls transport={transport} />
        <div className="ms-auto flex items-center gap-1">
          {media.has_audio && <VolumeControl transport={transport} />}
          {actions}
        </div>
      </div>
    </div>
  );
}
