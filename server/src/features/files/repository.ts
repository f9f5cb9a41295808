import type { Db } from '../../db/database.ts';

/**
 * Whether some variation, comment attachment or project file in a project this user can see points at the blob
 * key. Projects are visible to their owner and members.
 */
export async function canUserReadBlob(db: Db, userId: number, key: string): Promise<boolean> {
  const visibleProjects = db
    .selectFrom('projects as p')
    .leftJoin('project_members as m', (join) => join.onRef('m.project_id', '=', 'p.id').on('m.user_id', '=', userId))
    .select('p.id')
    .where((eb) => eb.or([eb('p.user_id', '=', userId), eb('m.user_id', '=', userId)]));

  if (key.startsWith('project-files/')) {
    const file = await db.selectFrom('project_files').select('id').where('blob_key', '=', key).where('project_id', 'in', visibleProjects).limit(1).executeTakeFirst();
    return Boolean(file);
  }
  if (key.startsWith('attachments/')) {
    const attachment = await db
      .selectFrom('comment_attachments as ca')
      .innerJoin('comments as c', 'c.id', 'ca.comment_id')
      .innerJoin('assets as a', 'a.id', 'c.asset_id')
      .select('ca.id')
      .where('ca.blob_key', '=', key)
      .where('a.project_id', 'in', visibleProjects)
      .limit(1)
      .executeTakeFirst();
    return Boolean(attachment);
  }
  const variation = await db
    .selectFrom('variations as v')
    .innerJoin('versions as ver', 'ver.id', 'v.version_id')
    .innerJoin('assets as a', 'a.id', 'ver.asset_id')
    .select('v.id')
    .where((eb) => eb.or([eb('v.design_file', '=', key), eb('v.thumbnail', '=', key), eb('v.preview', '=', key)]))
    .where('a.project_id', 'in', visibleProjects)
    .limit(1)
    .executeTakeFirst();
  if (variation) return true;
  // A document's later pages.
  const page = await db
    .selectFrom('variation_pages as pg')
    .innerJoin('variations as v', 'v.id', 'pg.variation_id')
    .innerJoin('versions as ver', 'ver.id', 'v.version_id')
    .innerJoin('assets as a', 'a.id', 'ver.asset_id')
    .select('pg.id')
    .where((eb) => eb.or([eb('pg.thumbnail', '=', key), eb('pg.preview', '=', key)]))
    .where('a.project_id', 'in', visibleProjects)
    .limit(1)
    .executeTakeFirst();
  if (page) return true;
  // A video's proxies, sprite, waveform and frame times.
  const render = await db
    .selectFrom('variation_renders as r')
    .innerJoin('variations as v', 'v.id', 'r.variation_id')
    .innerJoin('versions as ver', 'ver.id', 'v.version_id')
    .innerJoin('assets as a', 'a.id', 'ver.asset_id')
    .select('r.id')
    .where('r.blob_key', '=', key)
    .where('a.project_id', 'in', visibleProjects)
    .limit(1)
    .executeTakeFirst();
  return Boolean(render);
}
