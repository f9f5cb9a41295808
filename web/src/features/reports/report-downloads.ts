import { isLocale } from '@review/contract/locales';
import { getLocale } from '../../i18n/index.ts';
import type { DownloadRequest } from './use-download.ts';

/** Which versions an asset's report covers: the newest (no choice), one version, or all of them. */
export type ReportVersions = { versionId: number } | { allVersions: true } | undefined;

const report = (path: string): DownloadRequest => ({ path, fallbackName: 'report.pdf', preparing: 'Preparing report...', failure: 'Report not exported' });
const comments = (path: string): DownloadRequest => ({ path, fallbackName: 'comments.csv', preparing: 'Preparing comments...', failure: 'Comments not exported' });

/** `GET /assets/{id}/report.pdf`; the server picks Letter or A4 from the browser's Accept-Language. */
export function assetReport(assetId: number, versions?: ReportVersions): DownloadRequest {
  const path = `/assets/${assetId}/report.pdf`;
  if (!versions) return report(path);
  return report('versionId' in versions ? `${path}?version_id=${versions.versionId}` : `${path}?all_versions=1`);
}

export const assetComments = (assetId: number) => comments(`/assets/${assetId}/comments.csv`);
export const projectReport = (projectId: number) => report(`/projects/${projectId}/report.pdf`);
export const projectComments = (projectId: number) => comments(`/projects/${projectId}/comments.csv`);

/**
 * A review link's report of the asset and version on screen (a project link needs the asset), in the
 * language the page is shown in: a plain download says only the browser's. A pseudo-locale of the
 * tests is no language of the server's, which then writes the browser's.
 */
export function guestReport(token: string, assetId: number, versionId: number | undefined): DownloadRequest {
  const query = new URLSearchParams({ asset_id: String(assetId) });
  if (versionId !== undefined) query.set('version_id', String(versionId));
  const shown = getLocale();
  if (isLocale(shown)) query.set('locale', shown);
  return report(`/public/reviews/${encodeURIComponent(token)}/report.pdf?${query}`);
}
