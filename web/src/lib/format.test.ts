import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatTimeAgo } from './format.ts';

describe('formatTimeAgo', () => {
  const now = new Date('2025-07-10T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('counts minutes, hours and days, rounding down', () => {
    expect(formatTimeAgo(before(20_000), now)).toBe('this minute');
    expect(formatTimeAgo(before(5 * 60_000 + 59_000), now)).toBe('5 min. ago');
    expect(formatTimeAgo(before(2 * 3_600_000 + 1_000), now)).toBe('2 hr. ago');
    expect(formatTimeAgo(before(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('gives the date past a week', () => {
    const long = before(8 * 86_400_000);
    expect(formatTimeAgo(long, now)).toBe(formatDate(long));
  });

  it('treats a moment a little ahead of this clock as just now', () => {
    expect(formatTimeAgo(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('this minute');
  });
});

describe('formatBytes', () => {
  it('keeps the English unit names of the spec', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(202 * 1024)).toBe('202 KB');
    expect(formatBytes(500 * 1024 * 1024)).toBe('500 MB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });
});
