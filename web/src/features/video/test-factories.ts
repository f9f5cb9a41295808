import type { Media } from '@review/contract/media';

/** A video's media for unit tests: a minute of 23.976 with sound, its 720p proxy rendered. */
export function buildVideoMedia(overrides: Partial<Media> = {}): Media {
  return {
    kind: 'video',
    duration_ms: 60_060,
    frame_rate: { num: 24000, den: 1001 },
    variable_frame_rate: false,
    frame_count: 1440,
    width: 1920,
    height: 1080,
    rotation: 0,
    start_timecode: null,
    has_audio: true,
    video_codec: 'h264',
    audio_codec: 'aac',
    sample_rate: null,
    channels: null,
    proxies: [{ height: 720, url: 'files/proxy-720.webm', type: 'video/webm; codecs="vp9, opus"' }],
    poster: 'files/poster.webp',
    sprite: null,
    waveform: null,
    frame_times: null,
    render_progress: 100,
    ...overrides,
  };
}
