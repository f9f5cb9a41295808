import { isPlaybackSpeed, PLAYBACK_SPEEDS, speedLabel } from './playback-speed.ts';
import { CompactSelect } from './compact-select.tsx';
import { selectSpeed, useTransportState } from './use-transport-state.ts';
import type { VideoTransport } from './video-transport.ts';
import { useIntl } from 'react-intl';

/** The playback speed, which J and L change too. */
export function SpeedSelect({ transport }: { transport: VideoTransport }) {
  const speed = useTransportState(transport, selectSpeed);
  const intl = useIntl();
  return (
    <CompactSelect
      label={intl.formatMessage({ id: 'media.video.speed' })}
      aria-keyshortcuts="J L"
      value={speed}
      onChange={(event) => {
        const value = Number(event.target.value);
        if (isPlaybackSpeed(value)) transport.setSpeed(value);
      }}
    >
      {PLAYBACK_SPEEDS.map((item) => (
        <option key={item} value={item}>
          {speedLabel(item)}
        </option>
      ))}
    </CompactSelect>
  );
}
