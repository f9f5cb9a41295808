import { describe, expect, it } from 'vitest';
import { segmentsOf } from './highlights.ts';

const plain = (text: string) => ({ text, isMatch: false });
const match = (text: string) => ({ text, isMatch: true });

describe('segmentsOf', () => {
  it('marks each range and keeps the text around it', () => {
    expect(segmentsOf('The hero crop is tight', [{ start: 4, length: 4 }])).toEqual([plain('The '), match('hero'), plain(' crop is tight')]);
    expect(segmentsOf('hero and hero', [{ start: 9, length: 4 }, { start: 0, length: 4 }])).toEqual([match('hero'), plain(' and '), match('hero')]);
  });

  it('gives the whole text unmarked without ranges, and one empty run for empty text', () => {
    expect(segmentsOf('Logo', [])).toEqual([plain('Logo')]);
    expect(segmentsOf('', [{ start: 0, length: 3 }])).toEqual([plain('')]);
  });

  it('merges overlapping and touching ranges into one mark', () => {
    expect(segmentsOf('abcdefgh', [{ start: 1, length: 3 }, { start: 2, length: 4 }])).toEqual([plain('a'), match('bcdef'), plain('gh')]);
    expect(segmentsOf('abcdefgh', [{ start: 0, length: 2 }, { start: 2, length: 2 }])).toEqual([match('abcd'), plain('efgh')]);
    expect(segmentsOf('abcdefgh', [{ start: 1, length: 6 }, { start: 2, length: 1 }])).toEqual([plain('a'), match('bcdefg'), plain('h')]);
  });

  it('clamps ranges that reach outside the text and drops empty or negative ones', () => {
    expect(segmentsOf('abc', [{ start: -2, length: 3 }])).toEqual([match('a'), plain('bc')]);
    expect(segmentsOf('abc', [{ start: 2, length: 10 }])).toEqual([plain('ab'), match('c')]);
    expect(segmentsOf('abc', [{ start: 5, length: 2 }, { start: 1, length: 0 }, { start: 1, length: -1 }])).toEqual([plain('abc')]);
  });

  it('never cuts an emoji in half', () => {
    // '👍' is two UTF-16 units at 2 and 3.
    expect(segmentsOf('a 👍 b', [{ start: 3, length: 1 }])).toEqual([plain('a '), match('👍'), plain(' b')]);
    expect(segmentsOf('a 👍 b', [{ start: 0, length: 3 }])).toEqual([match('a 👍'), plain(' b')]);
  });
});
