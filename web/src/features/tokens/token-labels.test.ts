import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import { formatDate } from '../../lib/format.ts';
import { describeExpiry, describeLastUsed, expiryFromDateInput, scopeLabel, todayForDateInput } from './token-labels.ts';

const now = new Date('2026-07-10T12:00:00Z');

beforeAll(useEnglishInTests);

describe('scopeLabel', () => {
  it('names each scope', () => {
    expect([scopeLabel('read'), scopeLabel('write')]).toEqual(['Read only', 'Read and write']);
  });
});

describe('describeExpiry', () => {
  it('says a token without an expiry has none', () => {
    expect(describeExpiry({ expires_at: null }, now)).toEqual({ label: 'No expiry', isExpired: false });
  });

  it('gives the date of a future expiry', () => {
    const later = '2026-08-01T12:00:00Z';
    expect(describeExpiry({ expires_at: later }, now)).toEqual({ label: `Expires ${formatDate(later)}`, isExpired: false });
  });

  it('calls a token expired from its very moment on', () => {
    expect(describeExpiry({ expires_at: now.toISOString() }, now)).toEqual({ label: 'Expired', isExpired: true });
    expect(describeExpiry({ expires_at: '2026-07-01T00:00:00Z' }, now).isExpired).toBe(true);
  });
});

describe('describeLastUsed', () => {
  it('says a token never used so', () => {
    expect(describeLastUsed({ last_used_at: null }, now)).toBe('Never used');
  });

  it('says how long ago it was used', () => {
    expect(describeLastUsed({ last_used_at: '2026-07-10T11:55:00Z' }, now)).toBe('Last used 5 min. ago');
  });
});

describe('expiryFromDateInput', () => {
  it('ends the picked day on the local clock', () => {
    const expiry = new Date(expiryFromDateInput('2026-07-01')!);
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate(), expiry.getHours(), expiry.getMinutes()]).toEqual([2026, 6, 1, 23, 59]);
  });

  it('gives null for an empty or partial field', () => {
    expect(expiryFromDateInput('')).toBeNull();
    expect(expiryFromDateInput('2026-07')).toBeNull();
  });

  it('round-trips with today as the earliest choice', () => {
    const today = todayForDateInput(now);
    expect(new Date(expiryFromDateInput(today)!).getDate()).toBe(now.getDate());
  });
});
