import { describe, expect, it } from 'vitest';
import { frameRateLabel, frameToSourceTimecode, frameToTimecode, isDropFrame, timecodeToFrame } from '@review/contract/media';

const FPS_23_976 = { num: 24000, den: 1001 };
const FPS_25 = { num: 25, den: 1 };
const FPS_29_97 = { num: 30000, den: 1001 };
const FPS_59_94 = { num: 60000, den: 1001 };

// The contract's timecode helpers, as the player shows and reads them.
describe('SMPTE timecode', () => {
  it('counts whole frames a second at 23.976 and 25 (non-drop)', () => {
    expect(frameToTimecode(1000, FPS_23_976)).toBe('00:00:41:16');
    expect(frameToTimecode(0, FPS_25)).toBe('00:00:00:00');
    expect(frameToTimecode(25 * 3600 + 1, FPS_25)).toBe('01:00:00:01');
    expect(isDropFrame(FPS_23_976)).toBe(false);
  });

  it('skips two frame numbers a minute but every tenth at 29.97 (drop-frame, with ;)', () => {
    expect(frameToTimecode(1799, FPS_29_97)).toBe('00:00:59;29');
    expect(frameToTimecode(1800, FPS_29_97)).toBe('00:01:00;02');
    expect(frameToTimecode(17982, FPS_29_97)).toBe('00:10:00;00');
    expect(frameToTimecode(107892, FPS_29_97)).toBe('01:00:00;00');
  });

  it('skips four at 59.94', () => {
    expect(frameToTimecode(3599, FPS_59_94)).toBe('00:00:59;59');
    expect(frameToTimecode(3600, FPS_59_94)).toBe('00:01:00;04');
    expect(frameToTimecode(35964, FPS_59_94)).toBe('00:10:00;00');
  });

  it('reads back every frame it writes', () => {
    for (const rate of [FPS_23_976, FPS_25, FPS_29_97, FPS_59_94]) {
      for (let frame = 0; frame < 40_000; frame += 7) expect(timecodeToFrame(frameToTimecode(frame, rate), rate)).toBe(frame);
    }
  });

  it('refuses what is not a timecode, and the numbers drop-frame skips', () => {
    expect(timecodeToFrame('00:00:41', FPS_25)).toBeNull();
    expect(timecodeToFrame('00:00:00:25', FPS_25)).toBeNull();
    expect(timecodeToFrame('00:61:00:00', FPS_25)).toBeNull();
    expect(timecodeToFrame('00:01:00;00', FPS_29_97)).toBeNull();
    expect(timecodeToFrame('00:10:00;00', FPS_29_97)).toBe(17982);
  });

  it('offsets by the file’s own start timecode', () => {
    expect(frameToSourceTimecode(24, FPS_23_976, '01:00:00:00')).toBe('01:00:01:00');
    expect(frameToSourceTimecode(24, FPS_23_976, null)).toBe('00:00:01:00');
  });

  it('labels rates as people say them', () => {
    expect(frameRateLabel(FPS_23_976)).toBe('23.976');
    expect(frameRateLabel(FPS_29_97)).toBe('29.97');
    expect(frameRateLabel(FPS_25)).toBe('25');
  });
});
