import type { Db } from '../../db/database.ts';
import type { ProjectCleanup } from '../projects/deletion.ts';
import { blobKeysOf } from './stored-design.ts';

const variationsOfProject = (db: Db, projectId: number) =>
  db
    .selectFrom('variations as v')
    .innerJoin('versions as ver', 'ver.id', 'v.version_id')
    .innerJoin('assets as a', 'a.id', 'ver.asset_id')
    .select(['v.design_file', 'v.thumbnail', 'v.preview'])
    .where('a.project_id', '=', projectId);

/** What deleting a project takes of the assets feature: its rows, and its files once nothing else uses them. */
export const assetsProjectCleanup: ProjectCleanup = {
  async collectBlobKeys(trx, projectId) {
    return (await variationsOfProject(trx, projectId).execute()).flatMap(blobKeysOf);
  },
  async deleteRows(trx, projectId) {
    // Versions, variations and history go with their asset (ON DELETE CASCADE).
    await trx.deleteFrom('assets').where('project_id', '=', projectId).execute();
  },
  async findReferencedBlobKeys(db, keys) {
    if (!keys.length) return new Set();
    const rows = await db
      .selectFrom('variations')
      .select(['design_file', 'thumbnail', 'preview'])
      .where((eb) => eb.or([eb('design_file', 'in', [...keys]), eb('thumbnail', 'in', [...keys]), eb('preview', 'in', [...keys])]))
      .execute();
    const wanted = new Set(keys);
    return new Set(rows.flatMap(blobKeysOf).filter((key) => wanted.has(key)));
  },
};
