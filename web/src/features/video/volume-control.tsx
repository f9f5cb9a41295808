import { IconButton } from '../../ui/icon-button.tsx';
import { useTransportState } from './use-transport-state.ts';
import { MutedIcon, SoundIcon } from './video-icons.tsx';
import type { TransportState, VideoTransport } from './video-transport.ts';
import { useIntl } from 'react-intl';

const selectVolume = (state: TransportState) => (state.isMuted ? 0 : state.volume);

/** Sound on/off and the volume. */
export function VolumeControl({ transport }: { transport: VideoTransport }) {
  const volume = useTransportState(transport, selectVolume);
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'media.video.sound' })} className="flex items-center">
      <IconButton label={intl.formatMessage({ id: volume === 0 ? 'media.video.unmute' : 'media.video.mute' })} aria-keyshortcuts="M" onClick={transport.toggleMute} className="size-8">
        {volume === 0 ? <MutedIcon /> : <SoundIcon />}
      </IconButton>
      <input
        type="range"
        aria-label={intl.formatMessage({ id: 'media.video.volume' })}
        min={0}
        max={1}
        step={0.05}
        value={volume}
        onChange={(event) => transport.setVolume(Number(event.target.value))}
        className="h-8 w-20 accent-[var(--accent)] max-sm:hidden"
      />
    </div>
  );
}
