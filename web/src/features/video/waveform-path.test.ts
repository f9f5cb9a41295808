import { describe, expect, it } from 'vitest';
import { waveformPath } from './waveform-path.ts';

describe('waveformPath', () => {
  it('draws a bar a peak, mirrored around the middle, loud bars taller', () => {
    expect(waveformPath([0, 1, 0.5], 30, 20)).toBe('M5.00 9.50V10.50M15.00 0.00V20.00M25.00 5.00V15.00');
  });

  it('draws a quiet recording against its loudest peak', () => {
    expect(waveformPath([0.05, 0.1], 20, 20)).toBe('M5.00 5.00V15.00M15.00 0.00V20.00');
  });

  it('keeps out-of-range peaks inside the box and draws nothing without peaks', () => {
    expect(waveformPath([2, -1], 20, 10)).toBe('M5.00 0.00V10.00M15.00 4.50V5.50');
    expect(waveformPath([], 20, 10)).toBe('');
  });
});
