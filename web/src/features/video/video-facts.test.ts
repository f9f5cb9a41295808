import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import type { Media } from '@review/contract/media';
import { formatClipLength, formatDuration, videoFactsOf } from './video-facts.ts';
import { buildVideoMedia } from './test-factories.ts';

beforeAll(useEnglishInTests);

describe('video facts', () => {
  it('formats a length as minutes and seconds', () => {
    expect(formatDuration(60_060)).toBe('1:00.06');
    expect(formatDuration(4_004)).toBe('0:04.00');
    expect(formatDuration(754_500)).toBe('12:34.50');
  });

  it('lists what the probe found', () => {
    expect(videoFactsOf(buildVideoMedia({ start_timecode: '01:00:00:00' }))).toEqual([
      ['Duration', '1:00.06'],
      ['Frame rate', '23.976 fps'],
      ['Frames', '1,440'],
      ['Start timecode', '01:00:00:00'],
      ['Video codec', 'h264'],
      ['Audio', 'aac'],
    ]);
  });

  it('leaves out what is unknown and says when there is no sound or the rate varies', () => {
    const media: Media = buildVideoMedia({ duration_ms: null, frame_count: null, video_codec: null, has_audio: false, variable_frame_rate: true });
    expect(videoFactsOf(media)).toEqual([
      ['Frame rate', '23.976 fps (variable)'],
      ['Audio', 'None'],
    ]);
  });
});

describe('formatClipLength', () => {
  it('reads as a player shows a length', () => {
    expect(formatClipLength(42_400)).toBe('0:42');
    expect(formatClipLength(725_000)).toBe('12:05');
    expect(formatClipLength(3_723_000)).toBe('1:02:03');
  });
});
