import type { ProjectAssetSummary } from '@review/contract/projects';
import type { Db } from '../../db/database.ts';
import type { LoadProjectAssetStats, ProjectAssetStats } from '../projects/index.ts';
import { filePath } from '../../blob/file-path.ts';
import { readStatus } from './labels.ts';
import { newestThumbnail } from './newest-variation.ts';

/** Assets and stored kilobytes (designs and reference files) of many projects in three queries, for the project lists. */
export function createProjectAssetStatsLoader(db: Db): LoadProjectAssetStats {
  return async (projectIds) => {
    const stats = new Map<number, ProjectAssetStats>();
    if (!projectIds.length) return stats;
    const ids = [...projectIds];

    const assets = await db
      .selectFrom('assets as a')
      .select((eb) => [
        'a.id',
        'a.project_id',
        'a.title',
        'a.status',
        newestThumbnail(eb),
      ])
      .where('a.project_id', 'in', ids)
      .where('a.is_archived', '=', 0)
      .orderBy('a.id', 'asc')
      .execute();

    const designStorage = await db
      .selectFrom('variations as v')
      .innerJoin('versions as ver', 'ver.id', 'v.version_id')
      .innerJoin('assets as a', 'a.id', 'ver.asset_id')
      .select((eb) => ['a.project_id', eb.fn.sum<number>(eb('v.file_size', '+', eb.ref('v.rendered_size'))).as('bytes')])
      .where('a.project_id', 'in', ids)
      .groupBy('a.project_id')
      .execute();
    const referenceStorage = await db
      .selectFrom('project_files')
      .select((eb) => ['project_id', eb.fn.sum<number>('file_size').as('bytes')])
      .where('project_id', 'in', ids)
      .groupBy('project_id')
      .execute();

    const entry = (projectId: number) => {
      let found = stats.get(projectId);
      if (!found) stats.set(projectId, (found = { assets: [], usedStorageKb: 0 }));
      return found;
    };
    for (const asset of assets) {
      const summary: ProjectAssetSummary = {
        id: asset.id,
        title: asset.title,
        status: readStatus(asset.status),
        thumbnail: asset.thumbnail ? filePath(asset.thumbnail) : null,
      };
      entry(asset.project_id).assets.push(summary);
    }
    const bytes = new Map<number, number>();
    for (const row of [...designStorage, ...referenceStorage]) bytes.set(row.project_id, (bytes.get(row.project_id) ?? 0) + Number(row.bytes ?? 0));
    for (const [projectId, total] of bytes) entry(projectId).usedStorageKb = Math.ceil(total / 1024);
    return stats;
  };
}
