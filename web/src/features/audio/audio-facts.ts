import type { Media } from '@review/contract/media';
import { formatDuration } from '../video/video-facts.ts';

const CODECS: Record<string, string> = { mp3: 'MP3', pcm: 'PCM', aac: 'AAC', flac: 'FLAC', opus: 'Opus' };
const channelsLabel = (channels: number) => (channels === 1 ? 'Mono' : channels === 2 ? 'Stereo' : `${channels} channels`);
const rateLabel = (sampleRate: number) => `${sampleRate / 1000} kHz`;

/** What the Details tab says about a sound file beyond its file: length, codec, sample rate, channels. */
export function audioFactsOf(media: Media): [string, string][] {
  const rows: [string, string | null][] = [
    ['Duration', media.duration_ms === null ? null : formatDuration(media.duration_ms)],
    ['Audio codec', media.audio_codec && (CODECS[media.audio_codec] ?? media.audio_codec)],
    ['Sample rate', media.sample_rate === null ? null : rateLabel(media.sample_rate)],
    ['Channels', media.channels === null ? null : channelsLabel(media.channels)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** The stage's line above the waveform: 'MP3 · 44.1 kHz · Stereo · 2:03.45'. */
export function audioFactsLine(media: Media): string {
  const [duration, ...sound] = audioFactsOf(media).map(([, value]) => value);
  return [...sound, duration].filter(Boolean).join(' · ');
}
