import { useCallback } from 'react';
import type { Media } from '@review/contract/media';
import { fileUrl } from '../../lib/format.ts';
import type { VideoTransport } from '../video/video-transport.ts';
import { useWaveformPeaks } from '../video/waveform-strip.tsx';
import { audioFactsLine } from './audio-facts.ts';
import { AudioWaveform } from './audio-waveform.tsx';
import { FormattedMessage, useIntl } from 'react-intl';

/** One side of a comparison of sounds: what plays and the transport side it plays under. */
export interface AudioCompareSide {
  /** 'A · Version 2 · 2A'. */
  label: string;
  media: Media;
  transport: VideoTransport;
  /** Its frames, and its frame's distance from the playhead's (compare's offsets). */
  frameCount: number;
  shift: number;
}

function SoundSide({ side }: { side: AudioCompareSide }) {
  const peaks = useWaveformPeaks(side.media.waveform);
  const rendition = side.media.proxies[0];
  const attach = useCallback((element: HTMLAudioElement | null) => (element ? side.transport.attach(element) : undefined), [side.transport]);
  return (
    <section aria-label={side.label} className="flex min-h-0 flex-1 flex-col gap-1 rounded-lg bg-surface p-3 ring-1 ring-line">
      <h3 className="text-sm font-medium">
        {side.label} <span className="font-normal text-muted">· {audioFactsLine(side.media)}</span>
      </h3>
      <div className="relative min-h-24 flex-1">
        {peaks.data?.length ? <AudioWaveform transport={side.transport} peaks={peaks.data} markers={[]} selectedId={null} label={side.label} side={{ frameCount: side.frameCount, shift: side.shift }} /> : <p className="text-sm text-muted">
            <FormattedMessage id="media.audio.waveformPending" />
          </p>}
      </div>
      {rendition ? <audio ref={attach} src={fileUrl(rendition.url)} preload="auto" aria-label={side.label} /> : <p className="text-sm text-muted">
          <FormattedMessage id="media.audio.soundPending" />
        </p>}
    </section>
  );
}

/**
 * Two versions of a sound, one above the other, played in sync by compare's transport (the second side
 * follows the first with its offset; Sound from A or B picks the one heard). Each waveform shows its
 * own playhead: where the offsets part them, the two heads stand apart.
 */
export function AudioCompare({ sides }: { sides: readonly AudioCompareSide[] }) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'media.audio.compared' })} className="flex min-h-0 flex-1 flex-col gap-3">
      {sides.map((side) => (
        <SoundSide key={side.label} side={side} />
      ))}
    </div>
  );
}
