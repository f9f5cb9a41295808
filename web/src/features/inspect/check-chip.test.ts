import { describe, expect, it } from 'vitest';
import { chipText, describeResult, splitChips } from './check-chip.ts';
import { parseHex } from './colour.ts';

const hex = (text: string) => parseHex(text)!;

describe('chip text', () => {
  it('says each result in plain words', () => {
    expect(chipText({ kind: 'contrast', text: hex('#777777'), background: hex('#FFFFFF') })).toBe('[Contrast: #777777 on #FFFFFF: 4.48:1, AA large, Lc 71.1]');
    expect(chipText({ kind: 'colour', colour: hex('#6b7280') })).toBe('[Colour: #6B7280, rgb(107, 114, 128)]');
    expect(describeResult({ kind: 'measure', box: { x: 1, y: 2, width: 300, height: 400 }, distance: 500 })).toBe('500 px, box 300 × 400 px');
  });

  it('finds chips among words and keeps the rest as it is', () => {
    const chip = chipText({ kind: 'contrast', text: hex('#777777'), background: hex('#FFFFFF') });
    expect(splitChips(`Too light: ${chip} please darken.`)).toEqual([
      { type: 'text', text: 'Too light: ' },
      { type: 'chip', text: chip, label: chip.slice(1, -1), colours: ['#777777', '#FFFFFF'] },
      { type: 'text', text: ' please darken.' },
    ]);
    expect(splitChips('[not a chip] and [Colour: #FFF]')).toEqual([
      { type: 'text', text: '[not a chip] and ' },
      { type: 'chip', text: '[Colour: #FFF]', label: 'Colour: #FFF', colours: [] },
    ]);
    expect(splitChips('')).toEqual([]);
  });
});
