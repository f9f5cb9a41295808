import type { Media } from '@review/contract/media';
import { formatDuration } from '../video/video-facts.ts';
import { currentIntl, type MessageId } from '../../i18n/index.ts';

const CODECS: Record<string, string> = { mp3: 'MP3', pcm: 'PCM', aac: 'AAC', flac: 'FLAC', opus: 'Opus' };
const channelsLabel = (channels: number) => currentIntl().formatMessage({ id: 'media.audio.channels' }, { channels });
const rateLabel = (sampleRate: number) => currentIntl().formatMessage({ id: 'media.audio.kHz' }, { rate: sampleRate / 1000 });

/** What the Details tab says about a sound file beyond its file: length, codec, sample rate, channels. */
export function audioFactsOf(media: Media): [string, string][] {
  const rows: [MessageId, string | null][] = [
    ['media.facts.duration', media.duration_ms === null ? null : formatDuration(media.duration_ms)],
    ['media.audio.codec', media.audio_codec && (CODECS[media.audio_codec] ?? media.audio_codec)],
    ['media.audio.sampleRate', media.sample_rate === null ? null : rateLabel(media.sample_rate)],
    ['media.audio.channelsLabel', media.channels === null ? null : channelsLabel(media.channels)],
  ];
  return rows.filter((row): row is [MessageId, string] => row[1] !== null).map(([label, value]) => [currentIntl().formatMessage({ id: label }), value]);
}

/** The stage's line above the waveform: 'MP3 · 44.1 kHz · Stereo · 2:03.45'. */
export function audioFactsLine(media: Media): string {
  const [duration, ...sound] = audioFactsOf(media).map(([, value]) => value);
  return [...sound, duration].filter(Boolean).join(' · ');
}
