import { frameRateLabel, type Media } from '@review/contract/media';
import { currentIntl, type MessageId } from '../../i18n/index.ts';

/** A length as minutes and seconds to the hundredth, '1:00.06'. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = (ms - minutes * 60_000) / 1000;
  return `${minutes}:${seconds.toFixed(2).padStart(5, '0')}`;
}

/** A clip's length as players show it: '0:42', '12:05', '1:02:03'. */
export function formatClipLength(ms: number): string {
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** What the Details tab says about a video beyond its file: length, frames, rate, timecode, codecs, sound. */
export function videoFactsOf(media: Media): [string, string][] {
  const intl = currentIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const rate = media.frame_rate ? intl.formatMessage({ id: 'media.facts.fps' }, { rate: frameRateLabel(media.frame_rate), variable: String(media.variable_frame_rate) }) : say('media.facts.unknown');
  const rows: [MessageId, string | null][] = [
    ['media.facts.duration', media.duration_ms === null ? null : formatDuration(media.duration_ms)],
    ['media.facts.frameRate', rate],
    ['media.facts.frames', media.frame_count === null ? null : intl.formatNumber(media.frame_count)],
    ['media.facts.startTimecode', media.start_timecode],
    ['media.facts.videoCodec', media.video_codec],
    ['media.facts.audio', media.has_audio ? (media.audio_codec ?? say('media.facts.yes')) : say('media.facts.none')],
  ];
  return rows.filter((row): row is [MessageId, string] => row[1] !== null).map(([label, value]) => [say(label), value]);
}
