import { describe, expect, it } from 'vitest';
import { filterFromSearch, notificationListPath, searchOfFilter } from './notification-filter.ts';

describe('notification filter', () => {
  it('reads the page URL, ignoring what is not a project id', () => {
    expect(filterFromSearch(new URLSearchParams('unread=1&project=12'))).toEqual({ isUnreadOnly: true, projectId: 12 });
    expect(filterFromSearch(new URLSearchParams(''))).toEqual({ isUnreadOnly: false, projectId: null });
    for (const project of ['abc', '0', '-3', '1.5']) {
      expect(filterFromSearch(new URLSearchParams({ project })).projectId).toBeNull();
    }
  });

  it('writes only what narrows the list, so the plain page has a plain URL', () => {
    expect(searchOfFilter({ isUnreadOnly: false, projectId: null }).toString()).toBe('');
    expect(searchOfFilter({ isUnreadOnly: true, projectId: 4 }).toString()).toBe('unread=1&project=4');
  });

  it('round-trips through the URL', () => {
    const filter = { isUnreadOnly: true, projectId: 7 };
    expect(filterFromSearch(searchOfFilter(filter))).toEqual(filter);
  });

  it('asks for the first page without a cursor and for each next one with the cursor it was given', () => {
    const filter = { isUnreadOnly: false, projectId: 3 };
    expect(notificationListPath(filter, null, 20)).toBe('/notifications?project=3&limit=20');
    expect(notificationListPath(filter, 'c:42/x', 20)).toBe('/notifications?project=3&cursor=c%3A42%2Fx&limit=20');
  });
});
