import { describe, expect, it } from 'vitest';
import { assetReport, guestReport } from './report-downloads.ts';

describe('report downloads', () => {
  it('asks for the newest version, one version or all of them', () => {
    expect(assetReport(4).path).toBe('/assets/4/report.pdf');
    expect(assetReport(4, { versionId: 9 }).path).toBe('/assets/4/report.pdf?version_id=9');
    expect(assetReport(4, { allVersions: true }).path).toBe('/assets/4/report.pdf?all_versions=1');
  });

  it('names the asset on a review link, and the version when one is on screen', () => {
    expect(guestReport('a/b', 3, 12).path).toBe('/public/reviews/a%2Fb/report.pdf?asset_id=3&version_id=12');
    expect(guestReport('tok', 3, undefined).path).toBe('/public/reviews/tok/report.pdf?asset_id=3');
  });
});
