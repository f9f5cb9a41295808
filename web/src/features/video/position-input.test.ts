import { describe, expect, it } from 'vitest';
import { parsePosition } from './position-input.ts';

const context = { rate: { num: 24000, den: 1001 }, lastFrame: 1439, startTimecode: null };

describe('position field', () => {
  it('reads a frame number', () => {
    expect(parsePosition('1000', context)).toBe(1000);
    expect(parsePosition(' 0 ', context)).toBe(0);
    expect(parsePosition('1439', context)).toBe(1439);
  });

  it('reads a timecode, whole or with its leading zero parts left out', () => {
    expect(parsePosition('00:00:41:16', context)).toBe(1000);
    expect(parsePosition('0:41:16', context)).toBe(1000);
    expect(parsePosition('41:16', context)).toBe(1000);
    expect(parsePosition('00:00:41.16', context)).toBe(1000);
  });

  it('reads drop-frame timecode at 29.97', () => {
    const ntsc = { ...context, rate: { num: 30000, den: 1001 }, lastFrame: 5000 };
    expect(parsePosition('00:01:00;02', ntsc)).toBe(1800);
    expect(parsePosition('01:00;02', ntsc)).toBe(1800);
  });

  it('reads a timecode of the source’s own clock, past the end of the video', () => {
    expect(parsePosition('01:00:41:16', { ...context, startTimecode: '01:00:00:00' })).toBe(1000);
    expect(parsePosition('00:00:41:16', { ...context, startTimecode: '01:00:00:00' })).toBe(1000);
  });

  it('refuses what is not a frame of the video', () => {
    expect(parsePosition('', context)).toBeNull();
    expect(parsePosition('1440', context)).toBeNull();
    expect(parsePosition('-3', context)).toBeNull();
    expect(parsePosition('abc', context)).toBeNull();
    expect(parsePosition('00:00:41:30', context)).toBeNull();
    expect(parsePosition('1:2:3:4:5', context)).toBeNull();
    expect(parsePosition('02:00:00:00', context)).toBeNull();
  });
});
