import { beforeAll, describe, expect, it } from 'vitest';
import { makeIntl } from '../../i18n/current-intl.ts';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import german from '../../i18n/messages/de/index.ts';
import { parsePosition, type PositionContext } from './position-input.ts';

const context: PositionContext = { rate: { num: 24000, den: 1001 }, lastFrame: 1439, startTimecode: null, origin: 'source' };
const frameOf = (text: string, within = context) => {
  const result = parsePosition(text, within);
  return 'frame' in result ? result.frame : null;
};
const problemOf = (text: string, within = context) => {
  const result = parsePosition(text, within);
  return 'problem' in result ? result.problem : null;
};

beforeAll(useEnglishInTests);

describe('position field', () => {
  it('reads a frame number', () => {
    expect(frameOf('1000')).toBe(1000);
    expect(frameOf(' 0 ')).toBe(0);
    expect(frameOf('1439')).toBe(1439);
  });

  it('reads a timecode, whole or with its leading zero parts left out', () => {
    expect(frameOf('00:00:41:16')).toBe(1000);
    expect(frameOf('0:41:16')).toBe(1000);
    expect(frameOf('41:16')).toBe(1000);
    expect(frameOf('00:00:41.16')).toBe(1000);
  });

  it('reads drop-frame timecode at 29.97', () => {
    const ntsc = { ...context, rate: { num: 30000, den: 1001 }, lastFrame: 5000 };
    expect(frameOf('00:01:00;02', ntsc)).toBe(1800);
    expect(frameOf('01:00;02', ntsc)).toBe(1800);
  });

  it('reads a timecode of the source’s own clock, past the end of the video', () => {
    expect(frameOf('01:00:41:16', { ...context, startTimecode: '01:00:00:00' })).toBe(1000);
    expect(frameOf('00:00:41:16', { ...context, startTimecode: '01:00:00:00' })).toBe(1000);
  });

  it('says in words why a frame number is none of the video’s frames', () => {
    expect(problemOf('5000', { ...context, lastFrame: 239 })).toBe('Frame 5000 does not exist: this video has 240 frames (0–239).');
    expect(problemOf('1440')).toBe('Frame 1440 does not exist: this video has 1440 frames (0–1439).');
    expect(problemOf('-3')).toBe('Frame -3 does not exist: this video has 1440 frames (0–1439).');
  });

  it('says in words why a timecode is not in the video, with its ends as the field shows them', () => {
    expect(problemOf('02:00:00:00')).toBe('02:00:00:00 is not in this video: it runs from 00:00:00:00 to 00:00:59:23 (frames 0–1439).');
    expect(problemOf('02:00:00:00', { ...context, startTimecode: '01:00:00:00' })).toBe('02:00:00:00 is not in this video: it runs from 01:00:00:00 to 01:00:59:23 (frames 0–1439).');
    expect(problemOf('00:00:41:30')).toBe('00:00:41:30 is not a timecode at 23.976 frames a second.');
  });

  it('says what it takes when what was typed is neither', () => {
    expect(problemOf('')).toBe('“” is neither a frame number nor a timecode: type a number from 0 to 1439, or a timecode such as 00:00:01:00.');
    expect(problemOf('abc')).toContain('is neither a frame number nor a timecode');
    expect(problemOf('1:2:3:4:5')).toContain('is neither a frame number nor a timecode');
  });

  it('says it in the shown language, with its plural and its decimal comma', () => {
    makeIntl('de', german as never);
    try {
      expect(problemOf('5', { ...context, lastFrame: 0 })).toBe('Frame 5 gibt es nicht: Dieses Video hat 1 Frame (0–0).');
      expect(problemOf('00:00:41:30')).toBe('00:00:41:30 ist bei 23,976 Frames pro Sekunde kein Timecode.');
    } finally {
      useEnglishInTests();
    }
  });
});
