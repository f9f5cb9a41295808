import { frameRateLabel, type Media } from '@review/contract/media';

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
  const rate = media.frame_rate ? `${frameRateLabel(media.frame_rate)} fps${media.variable_frame_rate ? ' (variable)' : ''}` : 'Unknown';
  const rows: [string, string | null][] = [
    ['Duration', media.duration_ms === null ? null : formatDuration(media.duration_ms)],
    ['Frame rate', rate],
    ['Frames', media.frame_count === null ? null : media.frame_count.toLocaleString('en-US')],
    ['Start timecode', media.start_timecode],
    ['Video codec', media.video_codec],
    ['Audio', media.has_audio ? (media.audio_codec ?? 'Yes') : 'None'],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}
