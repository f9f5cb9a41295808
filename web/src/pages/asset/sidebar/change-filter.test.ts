import { describe, expect, it } from 'vitest';
import { buildComment } from '../../../features/comments/test-factories.ts';
import { hasChangeStates, listThreads, type ThreadScope } from './change-filter.ts';

// Threads 1 and 2 carried forward from version 1 (variation 10); 3 is version 2's own (variation 20);
// 4 was carried forward and resolved on version 2, 5 resolved on version 1.
const v2 = { id: 2, version: 2 };
const threads = [
  buildComment({ id: 1, change_state: 'changed' }),
  buildComment({ id: 2, change_state: 'untouched' }),
  buildComment({ id: 3, version: v2, variation: { id: 20, label: '2A' } }),
  buildComment({ id: 4, is_resolved: true, resolved_version: 2 }),
  buildComment({ id: 5, is_resolved: true, resolved_version: 1 }),
  buildComment({ id: 6, parent_id: '3', version: v2, variation: { id: 20, label: '2A' } }),
];
const onScreen: ThreadScope = { variationId: 20, version: 2, isAllVariations: false, page: null, filter: 'all' };
const ids = (list: { id: number }[]) => list.map((thread) => thread.id);

describe('listThreads', () => {
  it('lists under All the variation’s own threads and the carried-forward ones, so it holds every class', () => {
    const { open } = listThreads(threads, onScreen);
    expect(ids(open)).toEqual([1, 2, 3]);
    const changed = listThreads(threads, { ...onScreen, filter: 'changed' }).open;
    const untouched = listThreads(threads, { ...onScreen, filter: 'untouched' }).open;
    expect(ids(changed)).toEqual([1]);
    expect(ids(untouched)).toEqual([2]);
    expect([...changed, ...untouched].every((thread) => open.includes(thread))).toBe(true);
  });

  it('lists every variation’s threads when asked', () => {
    expect(ids(listThreads(threads, { ...onScreen, isAllVariations: true }).open)).toEqual([1, 2, 3]);
    expect(ids(listThreads(threads, { ...onScreen, isAllVariations: true }).resolved)).toEqual([4, 5]);
  });

  it('keeps a carried-forward thread resolved on the version on screen in its Resolved tab', () => {
    expect(ids(listThreads(threads, onScreen).resolved)).toEqual([4]);
    expect(ids(listThreads(threads, { ...onScreen, variationId: 10, version: 1 }).resolved)).toEqual([4, 5]);
  });

  it('keeps to the page on screen when asked', () => {
    const paged = [buildComment({ id: 7, page: 2, variation: { id: 20, label: '2A' } }), buildComment({ id: 8, page: 1, variation: { id: 20, label: '2A' } })];
    expect(ids(listThreads(paged, { ...onScreen, page: 2 }).open)).toEqual([7]);
  });
});

describe('hasChangeStates', () => {
  it('is true once an open top-level thread is marked', () => {
    expect(hasChangeStates(threads)).toBe(true);
    expect(hasChangeStates([threads[2]!])).toBe(false);
    expect(hasChangeStates([buildComment({ id: 9, is_resolved: true, change_state: 'changed' })])).toBe(false);
  });
});
