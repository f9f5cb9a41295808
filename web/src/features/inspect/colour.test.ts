import { describe, expect, it } from 'vitest';
import { apcaContrast, contrastRatio, formatHex, formatLc, formatRatio, formatRgb, parseHex, relativeLuminance, wcagLevel, wcagPasses } from './colour.ts';

const hex = (text: string) => parseHex(text)!;

describe('WCAG 2.2 contrast', () => {
  it('gives the known pairs', () => {
    expect(contrastRatio(hex('#000'), hex('#FFF'))).toBeCloseTo(21, 6);
    expect(formatRatio(contrastRatio(hex('#777777'), hex('#FFFFFF')))).toBe('4.48:1');
    expect(contrastRatio(hex('#FFFFFF'), hex('#777777'))).toBe(contrastRatio(hex('#777777'), hex('#FFFFFF')));
    expect(relativeLuminance(hex('#FFFFFF'))).toBeCloseTo(1, 6);
  });

  it('#777 on #fff fails AA for normal text and passes it for large', () => {
    const passes = wcagPasses(contrastRatio(hex('#777'), hex('#fff')));
    expect(passes).toEqual({ aaNormal: false, aaLarge: true, aaaNormal: false, aaaLarge: false });
    expect(wcagLevel(contrastRatio(hex('#777'), hex('#fff')))).toBe('AA large');
    expect(wcagLevel(21)).toBe('AAA');
    expect(wcagLevel(4.5)).toBe('AA');
    expect(wcagLevel(2.9)).toBe('Fails');
  });

  it('never shows a failing ratio as the threshold it misses', () => {
    expect(formatRatio(4.497)).toBe('4.49:1');
    expect(formatRatio(4.5)).toBe('4.50:1');
    expect(formatRatio(2.996)).toBe('2.99:1');
    expect(formatRatio(8.126)).toBe('8.13:1');
  });
});

describe('APCA 0.0.98G-4g', () => {
  it('matches the published values for black and white', () => {
    expect(apcaContrast(hex('#000'), hex('#fff'))).toBeCloseTo(106.04, 1);
    expect(apcaContrast(hex('#fff'), hex('#000'))).toBeCloseTo(-107.88, 1);
    expect(formatLc(apcaContrast(hex('#000'), hex('#fff')))).toBe('Lc 106.0');
  });

  it('is zero for the same colour and depends on which is the text', () => {
    expect(apcaContrast(hex('#777'), hex('#777'))).toBe(0);
    // Published reference: #888 on #fff is Lc 63.06, #fff on #888 is Lc -68.54 (APCA README).
    expect(apcaContrast(hex('#888'), hex('#fff'))).toBeCloseTo(63.06, 1);
    expect(apcaContrast(hex('#fff'), hex('#888'))).toBeCloseTo(-68.54, 1);
  });
});

describe('hex and rgb', () => {
  it('reads short and long forms and writes upper case', () => {
    expect(parseHex('#6b7280')).toEqual({ r: 107, g: 114, b: 128 });
    expect(parseHex('fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('#12345')).toBeNull();
    expect(formatHex({ r: 107, g: 114, b: 128 })).toBe('#6B7280');
    expect(formatRgb({ r: 107, g: 114, b: 128 })).toBe('rgb(107, 114, 128)');
  });
});
