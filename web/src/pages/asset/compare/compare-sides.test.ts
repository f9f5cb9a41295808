import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Variation, Version } from '@review/contract/assets';
import type { CompareChoice } from './compare-choices.ts';
import { comparePageCount, compareSideOf } from './compare-sides.ts';
import { useEnglishInTests } from '../../../i18n/english-for-tests.ts';

const page = (number: number): Page => ({ number, preview: `p${number}.webp`, thumbnail: `t${number}.webp`, width: 800, height: 1000, tiles: null });
const choice = (label: string, pageCount: number, rendered: number): CompareChoice => {
  const pages = Array.from({ length: rendered }, (_, index) => page(index + 1));
  const variation = { ...page(1), id: 9, page_count: pageCount, pages, render_state: rendered < pageCount ? 'rendering' : 'ready' } as unknown as Variation;
  return { version: {} as Version, variation, label };
};

describe('compare sides', () => {
  beforeAll(useEnglishInTests);
  const three = choice('Version 2 · 2A', 3, 3);
  const two = choice('Version 1 · 1A', 2, 2);

  it('offers the pages of the longer document', () => {
    expect(comparePageCount(two, three)).toBe(3);
    expect(comparePageCount(undefined, undefined)).toBe(1);
  });

  it('names the page of each side of a document comparison', () => {
    expect(compareSideOf(three, 2, true)).toEqual({ label: 'Version 2 · 2A · page 2', variationId: 9, page: page(2) });
    expect(compareSideOf(three, 1, false)).toEqual({ label: 'Version 2 · 2A', variationId: 9, page: page(1) });
  });

  it('says so when a side has fewer pages or the page is still rendering', () => {
    expect(compareSideOf(two, 3, true)).toBe('Version 1 · 1A has only 2 pages: there is no page 3 to compare.');
    expect(compareSideOf(choice('Version 3 · 3A', 3, 1), 2, true)).toBe('Page 2 of Version 3 · 3A is still rendering.');
  });
});
