import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY, type NotificationSettings } from '@review/contract/notifications';
import { changedSettings, hourLabel, timeZoneChoices } from './notification-settings-draft.ts';

const saved: NotificationSettings = { kinds: { ...DEFAULT_DELIVERY }, digest: 'daily', digest_hour: 9, time_zone: 'UTC', due_digest: true };

describe('notification settings draft', () => {
  it('sends nothing when nothing changed', () => {
    expect(changedSettings(saved, structuredClone(saved))).toEqual({});
  });

  it('sends only the kinds that changed', () => {
    const draft = { ...saved, kinds: { ...saved.kinds, mention: 'off' as const, due: 'in_app' as const } };
    expect(changedSettings(saved, draft)).toEqual({ kinds: { mention: 'off', due: 'in_app' } });
  });

  it('sends the digest window, hour and time zone when each changed', () => {
    expect(changedSettings(saved, { ...saved, digest: 'hourly' })).toEqual({ digest: 'hourly' });
    expect(changedSettings(saved, { ...saved, digest_hour: 0, time_zone: 'Europe/Lisbon' })).toEqual({ digest_hour: 0, time_zone: 'Europe/Lisbon' });
    expect(changedSettings(saved, { ...saved, due_digest: false })).toEqual({ due_digest: false });
  });

  it('labels hours as a 24-hour clock', () => {
    expect([0, 9, 13, 23].map(hourLabel)).toEqual(['00:00', '09:00', '13:00', '23:00']);
  });

  it('offers the saved and the browser zone even when the list lacks them, once each, sorted', () => {
    expect(timeZoneChoices(['Europe/Lisbon', 'America/New_York'], 'Asia/Tokyo', 'Europe/Lisbon')).toEqual(['America/New_York', 'Asia/Tokyo', 'Europe/Lisbon', 'UTC']);
  });
});
