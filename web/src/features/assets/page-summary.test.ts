import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import type { Page } from '@review/contract/assets';
import { formatPageCount, formatRenderProgress, summariseAssetPages, summarisePages, type PagedVariation } from './page-summary.ts';

const page = (number: number): Page => ({ number, preview: `p${number}.webp`, thumbnail: `t${number}.webp`, width: 800, height: 1000, tiles: null });
const pages = (count: number) => Array.from({ length: count }, (_, index) => page(index + 1));
const variation = (overrides: Partial<PagedVariation> = {}): PagedVariation => ({ id: 7, page_count: 12, pages: pages(4), render_state: 'rendering', render_error: null, ...overrides });

describe('page summaries', () => {
  beforeAll(useEnglishInTests);

  it('gives a video its render progress as a percentage', () => {
    const video = summarisePages(variation({ page_count: 1, pages: pages(1), media: { kind: 'video', render_progress: 42 } }));
    expect(video).toMatchObject({ isVideo: true, percent: 42, state: 'rendering' });
  });

  it('counts the pages rendered so far while the rest render', () => {
    expect(summarisePages(variation())).toEqual({ variationId: 7, pageCount: 12, rendered: 4, state: 'rendering', isVideo: false, isCapture: false, isConverting: false, percent: 33, error: null });
  });

  it('tells an Office file still converting (its placeholder page 1 alone) from one rendering its pages', () => {
    const office = (overrides: Partial<PagedVariation>) => summarisePages(variation({ media: { kind: 'document', render_progress: 0, source_type: 'pptx' }, ...overrides }));
    expect(office({ page_count: 1, pages: pages(1) })).toMatchObject({ isConverting: true, percent: 0 });
    expect(office({ page_count: 1, pages: pages(1), render_state: 'failed' }).isConverting).toBe(true);
    expect(office({ page_count: 12, pages: pages(4) }).isConverting).toBe(false);
    expect(office({ page_count: 1, pages: pages(1), render_state: 'ready' }).isConverting).toBe(false);
    expect(summarisePages(variation({ page_count: 1, pages: pages(1) })).isConverting).toBe(false);
    expect(formatRenderProgress({ rendered: 1, pageCount: 1, isVideo: false, isCapture: false, isConverting: true, percent: 0 })).toBe('Converting…');
  });

  it('keeps the numbers within 1 and the page count, whatever the server sends', () => {
    expect(summarisePages(variation({ page_count: 0, pages: [] }))).toMatchObject({ pageCount: 1, rendered: 1 });
    expect(summarisePages(variation({ page_count: 2, pages: pages(3) }))).toMatchObject({ pageCount: 2, rendered: 2 });
  });

  it('gives the reason only when rendering failed', () => {
    expect(summarisePages(variation({ render_state: 'failed', render_error: 'Page 5 could not be read.' })).error).toBe('Page 5 could not be read.');
    expect(summarisePages(variation({ render_state: 'ready', render_error: 'stale' })).error).toBeNull();
  });

  it("reads a card's pages from the newest version's first variation", () => {
    const newest = { variations: [variation({ id: 30 }), variation({ id: 31 })] };
    const older = { variations: [variation({ id: 10 })] };
    expect(summariseAssetPages({ versions: [newest, older] })?.variationId).toBe(30);
    expect(summariseAssetPages({ versions: [] })).toBeNull();
    expect(summariseAssetPages({ versions: [{ variations: [] }] })).toBeNull();
  });

  it('formats the page count and the progress', () => {
    expect(formatPageCount(1)).toBe('1 page');
    expect(formatPageCount(12)).toBe('12 pages');
    expect(formatRenderProgress({ rendered: 4, pageCount: 12, isVideo: false, isCapture: false, percent: 33 })).toBe('Rendering 4/12');
    expect(formatRenderProgress({ rendered: 1, pageCount: 1, isVideo: true, isCapture: false, percent: 42 })).toBe('Rendering 42%');
    expect(formatRenderProgress({ rendered: 1, pageCount: 1, isVideo: false, isCapture: true, percent: 50 })).toBe('Capturing 50%');
  });
});
