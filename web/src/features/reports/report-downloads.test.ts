import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetReport, guestReport } from './report-downloads.ts';

// The shown language, as the locale store would give it (that store needs a DOM).
const shown = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('../../i18n/index.ts', () => ({ getLocale: () => shown.locale }));

describe('report downloads', () => {
  afterEach(() => {
    shown.locale = 'en';
  });

  it('asks for the newest version, one version or all of them', () => {
    expect(assetReport(4).path).toBe('/assets/4/report.pdf');
    expect(assetReport(4, { versionId: 9 }).path).toBe('/assets/4/report.pdf?version_id=9');
    expect(assetReport(4, { allVersions: true }).path).toBe('/assets/4/report.pdf?all_versions=1');
  });

  it('names the asset on a review link, and the version when one is on screen', () => {
    expect(guestReport('a/b', 3, 12).path).toBe('/public/reviews/a%2Fb/report.pdf?asset_id=3&version_id=12&locale=en');
    expect(guestReport('tok', 3, undefined).path).toBe('/public/reviews/tok/report.pdf?asset_id=3&locale=en');
  });

  it("asks for a guest's report in the language the page is shown in, not a test's pseudo-locale", () => {
    shown.locale = 'pt-BR';
    expect(guestReport('tok', 3, undefined).path).toBe('/public/reviews/tok/report.pdf?asset_id=3&locale=pt-BR');
    shown.locale = 'en-XA';
    expect(guestReport('tok', 3, undefined).path).toBe('/public/reviews/tok/report.pdf?asset_id=3');
  });
});
