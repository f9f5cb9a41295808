import { describe, expect, it } from 'vitest';
import { draftOf, toSettingsBody } from './link-settings.ts';

const expiry = new Date(2030, 4, 6, 18, 0).toISOString();

describe('toSettingsBody for a new link', () => {
  it('is empty for a plain link', () => {
    expect(toSettingsBody(draftOf())).toEqual({});
  });

  it('carries the password, the expiry as an instant and downloads', () => {
    expect(toSettingsBody({ password: 'tulips', expires_at: '2030-05-06T18:00', allow_download: true, allow_annotations: false, allow_decisions: false, locale: null, remove_password: false })).toEqual({
      password: 'tulips',
      expires_at: expiry,
      allow_download: true,
    });
  });

  it('allows drawing and decisions only when asked', () => {
    expect(toSettingsBody({ ...draftOf(), allow_annotations: true })).toEqual({ allow_annotations: true });
    expect(toSettingsBody({ ...draftOf(), allow_decisions: true })).toEqual({ allow_decisions: true });
  });

  it('gives guests a language only when one is chosen', () => {
    expect(toSettingsBody({ ...draftOf(), locale: 'de' })).toEqual({ locale: 'de' });
  });
});

describe('toSettingsBody for a saved link', () => {
  const saved = { expires_at: expiry, allow_download: true, allow_annotations: true, allow_decisions: true, locale: 'ja' as const };

  it('starts from the saved settings and sends nothing unchanged', () => {
    expect(draftOf(saved)).toEqual({ password: '', expires_at: '2030-05-06T18:00', allow_download: true, allow_annotations: true, allow_decisions: true, locale: 'ja', remove_password: false });
    expect(toSettingsBody(draftOf(saved), saved)).toEqual({});
  });

  it('keeps the password when the field is blank, replaces it when filled, removes it on request', () => {
    expect(toSettingsBody({ ...draftOf(saved), password: 'orchid' }, saved)).toEqual({ password: 'orchid' });
    expect(toSettingsBody({ ...draftOf(saved), password: 'orchid', remove_password: true }, saved)).toEqual({ password: null });
  });

  it("goes back to each guest's browser language", () => {
    expect(toSettingsBody({ ...draftOf(saved), locale: null }, saved)).toEqual({ locale: null });
  });

  it('removes the expiry when the field is cleared, and turns downloads, drawing and decisions off', () => {
    expect(toSettingsBody({ ...draftOf(saved), expires_at: '', allow_download: false, allow_annotations: false, allow_decisions: false }, saved)).toEqual({
      expires_at: null,
      allow_download: false,
      allow_annotations: false,
      allow_decisions: false,
    });
  });
});
