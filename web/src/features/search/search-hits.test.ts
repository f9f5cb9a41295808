import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import type { SearchResults } from '@review/contract/search';
import { groupHits, resultsPageHref } from './search-hits.ts';

beforeAll(useEnglishInTests);

const results: SearchResults = {
  projects: [{ id: 3, project_name: 'Poster campaign', excerpt: 'Poster campaign', highlights: [{ start: 0, length: 6 }] }],
  assets: [{ id: 7, title: 'poster-a4', project_id: 3, project_name: 'Poster campaign', thumbnail: 'files/thumbs/abc.webp', excerpt: 'poster-a4', highlights: [{ start: 0, length: 6 }] }],
  comments: [{ comment_id: 41, asset_id: 7, asset_title: 'poster-a4', project_id: 3, project_name: 'Poster campaign', excerpt: 'Posters need a bleed', highlights: [{ start: 0, length: 7 }] }],
};

describe('groupHits', () => {
  it('keeps the order Projects, Assets, Comments, each leading where it lives', () => {
    const groups = groupHits(results);
    expect(groups.map((group) => group.title)).toEqual(['Projects', 'Assets', 'Comments']);
    expect(groups.map((group) => group.hits[0]!.href)).toEqual(['/project/3', '/asset/7', '/asset/7?comment=41']);
  });

  it('names a comment by its asset and project, and only an asset has a thumbnail', () => {
    const [project, asset, comment] = groupHits(results).map((group) => group.hits[0]!);
    expect(comment).toMatchObject({ title: 'poster-a4', context: 'Poster campaign', excerpt: 'Posters need a bleed', thumbnail: null });
    expect(asset!.thumbnail).toBe('files/thumbs/abc.webp');
    expect(project!.thumbnail).toBeNull();
  });

  it('gives every hit a key of its own across kinds', () => {
    const keys = groupHits(results).flatMap((group) => group.hits.map((hit) => hit.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('resultsPageHref', () => {
  it('carries the words encoded', () => {
    expect(resultsPageHref('blue & gold?')).toBe('/search?q=blue%20%26%20gold%3F');
  });
});
