import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import { describeSpan, isOnFrame, spanBody, spanFrames, spanOf } from './frame-span.ts';
import { spanTimecodeOf } from './timecode-origin.ts';

const FPS_23_976 = { num: 24000, den: 1001 };

beforeAll(useEnglishInTests);

describe('frame span of a new comment', () => {
  it('is the playhead’s frame without a loop', () => {
    expect(spanOf(1000, null)).toEqual({ frame: 1000, frameEnd: null });
  });

  it('is the loop’s frames while the playhead is inside the loop', () => {
    expect(spanOf(1050, { first: 1000, last: 1100 })).toEqual({ frame: 1000, frameEnd: 1100 });
    expect(spanOf(1100, { first: 1000, last: 1100 })).toEqual({ frame: 1000, frameEnd: 1100 });
  });

  it('is the playhead’s frame outside the loop, or for a loop of one frame', () => {
    expect(spanOf(900, { first: 1000, last: 1100 })).toEqual({ frame: 900, frameEnd: null });
    expect(spanOf(1000, { first: 1000, last: 1000 })).toEqual({ frame: 1000, frameEnd: null });
  });

  it('goes to the API as frame and frame_end', () => {
    expect(spanBody({ frame: 4, frameEnd: 9 })).toEqual({ frame: 4, frame_end: 9 });
  });
});

describe('frame span shown', () => {
  it('shows a mark on its frame only, or across its range', () => {
    expect(isOnFrame({ frame: 10, frameEnd: null }, 10)).toBe(true);
    expect(isOnFrame({ frame: 10, frameEnd: null }, 11)).toBe(false);
    expect(isOnFrame({ frame: 10, frameEnd: 12 }, 12)).toBe(true);
    expect(isOnFrame({ frame: 10, frameEnd: 12 }, 13)).toBe(false);
    expect(isOnFrame({ frame: null, frameEnd: null }, 13)).toBe(true);
  });

  it('says where a comment goes and where one is', () => {
    const scale = { rate: FPS_23_976, startTimecode: null };
    expect(describeSpan({ frame: 1000, frameEnd: null }, scale, 'source')).toBe('On 00:00:41:16 (frame 1000)');
    expect(describeSpan({ frame: 1000, frameEnd: 1100 }, scale, 'source')).toBe('On frames 1000–1100');
    expect(spanTimecodeOf({ frame: 1000, frameEnd: 1100 }, scale, 'source')).toBe('00:00:41:16–00:00:45:20');
    expect(spanFrames({ frame: 1000, frameEnd: 1100 })).toBe('frames 1000–1100');
  });

  it('counts timecodes from the file’s start timecode, or from zero when switched', () => {
    const scale = { rate: FPS_23_976, startTimecode: '01:00:00:00' };
    expect(describeSpan({ frame: 1000, frameEnd: null }, scale, 'source')).toBe('On 01:00:41:16 (frame 1000)');
    expect(describeSpan({ frame: 1000, frameEnd: null }, scale, 'zero')).toBe('On 00:00:41:16 (frame 1000)');
    expect(spanTimecodeOf({ frame: 0, frameEnd: 24 }, scale, 'source')).toBe('01:00:00:00–01:00:01:00');
  });
});
