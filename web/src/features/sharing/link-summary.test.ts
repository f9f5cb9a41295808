import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import { formatDateTime } from '../../lib/format.ts';
import { describeCreator, describeLinkSettings, describeViews } from './link-summary.ts';

beforeAll(useEnglishInTests);

const now = new Date('2025-07-10T12:00:00Z');
const plain = { has_password: false, expires_at: null, allow_download: false, allow_annotations: false, allow_decisions: false, locale: null };
const texts = (link: Parameters<typeof describeLinkSettings>[0]) => describeLinkSettings(link, now).map((label) => label.text);

describe('describeLinkSettings', () => {
  it('names each setting a link has, and nothing for a plain link', () => {
    expect(texts(plain)).toEqual([]);
    expect(texts({ has_password: true, expires_at: '2025-08-01T09:00:00.000Z', allow_download: true, allow_annotations: true, allow_decisions: true, locale: 'de' })).toEqual([
      'Password protected',
      `Expires ${formatDateTime('2025-08-01T09:00:00.000Z')}`,
      'Downloads allowed',
      'Drawing allowed',
      'Decisions allowed',
      'Guests: Deutsch',
    ]);
  });

  it('says Expired once the expiry has passed', () => {
    expect(describeLinkSettings({ ...plain, expires_at: '2025-07-10T12:00:00.000Z' }, now)).toEqual([{ text: 'Expired', isExpired: true }]);
  });
});

describe('describeViews', () => {
  it('counts views and says when the link was last opened', () => {
    expect(describeViews({ view_count: 0, last_viewed_at: null }, now)).toBe('Not opened yet');
    expect(describeViews({ view_count: 1, last_viewed_at: '2025-07-10T11:59:30Z' }, now)).toBe('1 view · last opened this minute');
    expect(describeViews({ view_count: 3, last_viewed_at: '2025-07-10T09:30:00Z' }, now)).toBe('3 views · last opened 2 hr. ago');
  });
});

describe('describeCreator', () => {
  it('names the member, or a former one', () => {
    expect(describeCreator({ created_by: { first_name: 'Ana', last_name: 'Silva' } })).toBe('Ana Silva');
    expect(describeCreator({ created_by: null })).toBe('a former member');
  });
});
