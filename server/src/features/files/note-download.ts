import type { Db } from '../../db/database.ts';
import type { UserRow } from '../auth/index.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';

/**
 * A member saved a design's original (`/files/<key>` of a variation's design file, as a download):
 * one audit entry, naming the variation of a project they see (one file may be in several).
 */
export async function noteOriginalDownload(db: Db, user: UserRow, key: string, audit: AuditContext): Promise<void> {
  const variation = await db
    .selectFrom('variations as v')
    .innerJoin('versions as ver', 'ver.id', 'v.version_id')
    .innerJoin('assets as a', 'a.id', 'ver.asset_id')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .leftJoin('project_members as m', (join) => join.onRef('m.project_id', '=', 'p.id').on('m.user_id', '=', user.id))
    .select(['v.id', 'v.file_name', 'a.project_id'])
    .where('v.design_file', '=', key)
    .where((eb) => eb.or([eb('p.user_id', '=', user.id), eb('m.user_id', '=', user.id)]))
    .orderBy('v.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!variation) return;
  await recordAudit(db, { action: 'download.original', ...audit, target: { type: 'variation', id: variation.id, label: variation.file_name }, projectId: variation.project_id });
}
