import { describe, expect, it } from 'vitest';
import { countUnreadIn, markReadInCache, repliesOf } from './mark-read-in-cache.ts';
import { buildNotification, buildReply } from './test-factories.ts';

const READ_AT = '2024-07-02T10:00:00.000Z';

describe('marking notifications read in the cache', () => {
  const unreadA = buildNotification();
  const unreadB = buildNotification();
  const alreadyRead = buildNotification({ read_at: '2024-07-01T10:00:00.000Z' });

  it('counts each unread target once, whichever caches show it', () => {
    const bell = buildReply([unreadA, unreadB, alreadyRead]);
    const page = { pages: [buildReply([unreadA]), buildReply([unreadB])], pageParams: [null, 'c1'] };
    const replies = [...repliesOf(bell), ...repliesOf(page)];
    expect(countUnreadIn(replies, [unreadA.id, alreadyRead.id])).toBe(1);
    expect(countUnreadIn(replies, 'all')).toBe(2);
    expect(countUnreadIn(replies, [999])).toBe(0);
  });

  it('marks the targets read and lowers the count, leaving the rest and what was read before alone', () => {
    const bell = buildReply([unreadA, unreadB, alreadyRead], { unread: 5 });
    const next = markReadInCache(bell, [unreadA.id, alreadyRead.id], READ_AT, 1);
    expect(next.data.map((notification) => notification.read_at)).toEqual([READ_AT, null, alreadyRead.read_at]);
    expect(next.unread).toBe(4);
    expect(bell.data[0]!.read_at, 'the cached reply is not changed in place').toBeNull();
  });

  it('marks every loaded page, each keeping the same total count', () => {
    const page = { pages: [buildReply([unreadA], { unread: 3, next_cursor: 'c1' }), buildReply([unreadB], { unread: 3 })], pageParams: [null, 'c1'] };
    const next = markReadInCache(page, [unreadB.id], READ_AT, 1);
    expect(next.pages.map((reply) => reply.unread)).toEqual([2, 2]);
    expect(next.pages[1]!.data[0]!.read_at).toBe(READ_AT);
    expect(next.pages[0]!.data[0]!.read_at).toBeNull();
    expect(next.pageParams).toEqual([null, 'c1']);
  });

  it('clears the count when all are marked read, unloaded ones included', () => {
    const next = markReadInCache(buildReply([unreadA], { unread: 12 }), 'all', READ_AT, 1);
    expect(next.unread).toBe(0);
    expect(next.data[0]!.read_at).toBe(READ_AT);
  });

  it('never counts below zero when the cache was behind the server', () => {
    expect(markReadInCache(buildReply([unreadA, unreadB], { unread: 1 }), [unreadA.id, unreadB.id], READ_AT, 2).unread).toBe(0);
  });
});
