import type { ProjectCleanup } from '../projects/index.ts';
import { findReferencedBlobKeys } from '../../blob/references.ts';
import { collectPageBlobKeys } from './repository.ts';

/** What deleting a project takes of the assets feature: its rows, and its files (designs, renderings, comment attachments) once nothing else uses them. */
export const assetsProjectCleanup: ProjectCleanup = {
  async collectBlobKeys(trx, projectId) {
    const [variations, attachments] = await Promise.all([
      trx
        .selectFrom('variations as v')
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .innerJoin('assets as a', 'a.id', 'ver.asset_id')
        .select(['v.design_file', 'v.thumbnail', 'v.preview'])
        .where('a.project_id', '=', projectId)
        .execute(),
      trx
        .selectFrom('comment_attachments as ca')
        .innerJoin('comments as c', 'c.id', 'ca.comment_id')
        .innerJoin('assets as a', 'a.id', 'c.asset_id')
        .select('ca.blob_key')
        .where('a.project_id', '=', projectId)
        .execute(),
    ]);
    return [...variations.flatMap((v) => [v.design_file, v.thumbnail, v.preview]), ...(await collectPageBlobKeys(trx, { projectId })), ...attachments.map((a) => a.blob_key)];
  },
  async deleteRows(trx, projectId) {
    // Versions, variations, comments, attachments, reactions and history go with their asset (ON DELETE CASCADE).
    await trx.deleteFrom('assets').where('project_id', '=', projectId).execute();
  },
  findReferencedBlobKeys,
};
