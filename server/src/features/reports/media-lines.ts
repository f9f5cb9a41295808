import { frameRateLabel } from '@review/contract/media';
import type { Locale } from '@review/contract/locales';
import { translate } from '../../i18n/messages.ts';
import { formatDuration } from '../feedback/index.ts';
import { readAudioProbe, type StoredProbe } from '../video/index.ts';

/** A version's video as its report's cover says it in `locale`: 'video, 1:23.42, 23.976 fps, 2,000 frames'. */
export const videoLine = (locale: Locale, probe: StoredProbe) =>
  translate(locale, 'report.video', { duration: formatDuration(probe.duration_ms), rate: Number(frameRateLabel(probe.frame_rate)), variable: probe.variable_frame_rate ? 'yes' : 'no', frames: probe.frame_count });

/** A version's sound file, 'audio, 0:02.00, 44.1 kHz, stereo'; null when the column is no sound's probe. */
export function soundLine(locale: Locale, column: string | null): string | null {
  const probe = readAudioProbe(column);
  return probe && translate(locale, 'report.sound', { duration: formatDuration(probe.duration_ms), rate: probe.sample_rate / 1000, channels: probe.channels });
}
