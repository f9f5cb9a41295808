import { describe, expect, it } from 'vitest';
import { fasterThan, isPlaybackSpeed, speedLabel } from './playback-speed.ts';

describe('playback speeds', () => {
  it('steps up through ¼×, ½×, 1×, 1.5× and 2×, and stays at the fastest', () => {
    expect(fasterThan(0.25)).toBe(0.5);
    expect(fasterThan(1)).toBe(1.5);
    expect(fasterThan(1.5)).toBe(2);
    expect(fasterThan(2)).toBe(2);
  });

  it('labels each speed and knows which numbers are speeds', () => {
    expect(speedLabel(0.25)).toBe('¼×');
    expect(speedLabel(1.5)).toBe('1.5×');
    expect(isPlaybackSpeed(0.5)).toBe(true);
    expect(isPlaybackSpeed(3)).toBe(false);
  });
});
