import { describe, expect, it } from 'vitest';
import type { Page } from '@review/contract/assets';
import { clampPage, isMultiPage, pageCountOf, pageOf, type PagedFile } from './pages.ts';

const page = (number: number): Page => ({ number, preview: `p${number}.webp`, thumbnail: `t${number}.webp`, width: 800, height: 1000 + number, tiles: null });
const file = (overrides: Partial<PagedFile> = {}): PagedFile => ({
  preview: 'p1.webp',
  thumbnail: 't1.webp',
  width: 800,
  height: 1001,
  page_count: 3,
  pages: [page(1), page(2)],
  render_state: 'rendering',
  ...overrides,
});

describe('document pages', () => {
  it('counts at least one page', () => {
    expect(pageCountOf(file({ page_count: 0 }))).toBe(1);
    expect(isMultiPage(file())).toBe(true);
    expect(isMultiPage(file({ page_count: 1 }))).toBe(false);
  });

  it('keeps a page number within the pages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(2.5, 3)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });

  it('finds a rendered page, none for one still rendering, and page 1 from the variation itself', () => {
    expect(pageOf(file(), 2)?.height).toBe(1002);
    expect(pageOf(file(), 3)).toBeUndefined();
    expect(pageOf(file({ pages: [] }), 1)).toEqual({ number: 1, preview: 'p1.webp', thumbnail: 't1.webp', width: 800, height: 1001, tiles: null });
  });
});
