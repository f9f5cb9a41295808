import { describe, expect, it } from 'vitest';
import { buildComment } from '../../../features/comments/test-factories.ts';
import { filterByChange, hasChangeStates } from './change-filter.ts';

// Threads 1 and 2 carried forward from variation 10; 3 is the new version's own (variation 20).
const threads = [buildComment({ id: 1, change_state: 'changed' }), buildComment({ id: 2, change_state: 'untouched' }), buildComment({ id: 3, variation: { id: 20, label: '2A' } })];
const onScreen = (thread: { variation: { id: number } }) => thread.variation.id === 20;
const ids = (list: { id: number }[]) => list.map((thread) => thread.id);

describe('filterByChange', () => {
  it('lists the scope as it is for All', () => {
    expect(ids(filterByChange(threads, 'all', onScreen))).toEqual([3]);
    expect(ids(filterByChange(threads, 'all', () => true))).toEqual([1, 2, 3]);
  });

  it('lists the threads so marked, from the earlier versions they belong to', () => {
    expect(ids(filterByChange(threads, 'changed', onScreen))).toEqual([1]);
    expect(ids(filterByChange(threads, 'untouched', onScreen))).toEqual([2]);
  });
});

describe('hasChangeStates', () => {
  it('is true once a top-level thread is marked', () => {
    expect(hasChangeStates(threads)).toBe(true);
    expect(hasChangeStates([threads[2]!])).toBe(false);
  });
});
