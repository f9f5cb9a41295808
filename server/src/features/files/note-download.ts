import type { Db } from '../../db/database.ts';
import { announceAlone, type Announce } from '../../domain-events/announce.ts';
import type { AuditContext } from '../audit/index.ts';
import type { UserRow } from '../auth/index.ts';

/**
 * A member saved a design's original (`/files/<key>` of a variation's design file, as a download):
 * one event, naming the variation of a project they see (one file may be in several).
 */
export async function noteOriginalDownload(db: Db, announce: Announce, user: UserRow, key: string, audit: AuditContext): Promise<void> {
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
  await announceAlone(db, announce, { type: 'original.downloaded', by: audit, project_id: variation.project_id, variation: { id: variation.id, file_name: variation.file_name } });
}
