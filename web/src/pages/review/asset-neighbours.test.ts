import { describe, expect, it } from 'vitest';
import type { PublicAssetCard } from '@review/contract/sharing';
import { neighboursOf } from './asset-neighbours.ts';

const card = (id: number): PublicAssetCard => ({ id, title: `Asset ${id}`, status: 'Todo', thumbnail: null, version: 1, outcome: 'pending' });
const assets = [card(7), card(3), card(9)];

describe('neighboursOf', () => {
  it('gives the assets before and after, in the link order rather than by id', () => {
    expect(neighboursOf(assets, 3)).toEqual({ previous: card(7), next: card(9), position: 2, count: 3 });
  });

  it('stops at both ends instead of wrapping round', () => {
    expect(neighboursOf(assets, 7)).toMatchObject({ previous: null, next: card(3), position: 1 });
    expect(neighboursOf(assets, 9)).toMatchObject({ previous: card(3), next: null, position: 3 });
    expect(neighboursOf([card(7)], 7)).toMatchObject({ previous: null, next: null, position: 1, count: 1 });
  });

  it('has no neighbours for an asset that left the link', () => {
    expect(neighboursOf(assets, 42)).toEqual({ previous: null, next: null, position: 0, count: 3 });
  });
});
