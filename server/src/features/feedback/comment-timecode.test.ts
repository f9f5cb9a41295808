import { describe, expect, it } from 'vitest';
import type { StoredProbe } from '../video/stored-probe.ts';
import { describeFrames, describeTimecodes, describeVideo, formatDuration, framesOfComment } from './comment-timecode.ts';

const probe = (num: number, den: number): StoredProbe => ({
  container: 'mp4',
  mime: 'video/mp4',
  extension: 'mp4',
  duration_ms: 83_416.6,
  frame_rate: { num, den },
  variable_frame_rate: false,
  frame_count: 2000,
  width: 1920,
  height: 1080,
  rotation: 0,
  start_timecode: null,
  has_audio: true,
  video_codec: 'h264',
  audio_codec: 'aac',
});
const FILM = probe(24000, 1001);

describe("a comment's place on a video", () => {
  it('is null throughout for a still and for a comment about the whole video', () => {
    const none = { frame: null, frame_end: null, timecode: null, timecode_end: null };
    expect(framesOfComment({ frame: null, frame_end: null }, null)).toEqual(none);
    expect(framesOfComment({ frame: null, frame_end: null }, FILM)).toEqual(none);
    expect(describeFrames(none)).toBeNull();
    expect(describeTimecodes(none)).toBeNull();
  });

  it('is its frame with its SMPTE timecode, and a range with both ends', () => {
    const one = framesOfComment({ frame: 1000, frame_end: null }, FILM);
    expect(one).toEqual({ frame: 1000, frame_end: null, timecode: '00:00:41:16', timecode_end: null });
    expect(describeFrames(one)).toBe('00:00:41:16 (frame 1000)');
    expect(describeTimecodes(one)).toBe('00:00:41:16');

    const range = framesOfComment({ frame: 1000, frame_end: 1100 }, FILM);
    expect(range).toEqual({ frame: 1000, frame_end: 1100, timecode: '00:00:41:16', timecode_end: '00:00:45:20' });
    expect(describeFrames(range)).toBe('00:00:41:16 – 00:00:45:20 (frames 1000–1100)');
    expect(describeTimecodes(range)).toBe('00:00:41:16 – 00:00:45:20');
  });

  it('counts drop-frame timecode at 29.97, and keeps the frame numbers when the probe is unreadable', () => {
    expect(framesOfComment({ frame: 1800, frame_end: null }, probe(30000, 1001)).timecode).toBe('00:01:00;02');
    const unread = framesOfComment({ frame: 12, frame_end: 20 }, null);
    expect(unread).toEqual({ frame: 12, frame_end: 20, timecode: null, timecode_end: null });
    expect(describeFrames(unread)).toBe('frames 12–20');
  });

  it("counts from the file's own start timecode, as the review screen does", () => {
    const mov = { ...FILM, start_timecode: '01:00:00:00' };
    expect(framesOfComment({ frame: 0, frame_end: null }, mov).timecode).toBe('01:00:00:00');
    expect(describeFrames(framesOfComment({ frame: 1000, frame_end: 1100 }, mov))).toBe('01:00:41:16 – 01:00:45:20 (frames 1000–1100)');
  });
});

describe('a video described for a reader', () => {
  it('gives its length as the Details tab does, its frame rate and its frames', () => {
    expect(describeVideo(FILM)).toBe('video, 1:23.42, 23.976 fps, 2,000 frames');
    expect(describeVideo({ ...probe(25, 1), variable_frame_rate: true })).toBe('video, 1:23.42, 25 fps (variable), 2,000 frames');
    expect(formatDuration(59_999)).toBe('1:00.00');
    expect(formatDuration(41_667)).toBe('0:41.67');
  });
});
