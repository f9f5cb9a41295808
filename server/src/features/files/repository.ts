import type { Db } from '../../db/database.ts';

/** Whether some variation of a project this user can see points at the blob key. */
export async function canUserReadBlob(db: Db, userId: number, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('variations as v')
    .innerJoin('versions as ver', 'ver.id', 'v.version_id')
    .innerJoin('assets as a', 'a.id', 'ver.asset_id')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .leftJoin('project_members as m', (join) => join.onRef('m.project_id', '=', 'p.id').on('m.user_id', '=', userId))
    .select('v.id')
    .where((eb) => eb.or([eb('v.design_file', '=', key), eb('v.thumbnail', '=', key), eb('v.preview', '=', key)]))
    .where((eb) => eb.or([eb('p.user_id', '=', userId), eb('m.user_id', '=', userId)]))
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
