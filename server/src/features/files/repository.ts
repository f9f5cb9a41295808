import type { Db } from '../../db/database.ts';

/** Who reads, as the files' rules need it: access/actor.ts's `Actor` (a member, or a review link's guest with what the link opens) fits it as is. */
export type BlobReader = { kind: 'member'; user: { id: number } } | { kind: 'guest'; projectId: number; assetId: number | null };

/** The projects a user owns or is a member of, as a subquery. */
const visibleProjects = (db: Db, userId: number) =>
  db
    .selectFrom('projects as p')
    .leftJoin('project_members as m', (join) => join.onRef('m.project_id', '=', 'p.id').on('m.user_id', '=', userId))
    .select('p.id')
    .where((eb) => eb.or([eb('p.user_id', '=', userId), eb('m.user_id', '=', userId)]));

/** The assets `actor` reads, as a subquery: every asset of a member's projects; a link's one asset, or its project's non-archived ones. */
function assetsOf(db: Db, actor: BlobReader) {
  const assets = db.selectFrom('assets').select('id');
  if (actor.kind === 'member') return assets.where('project_id', 'in', visibleProjects(db, actor.user.id));
  return assets.where((eb) => (actor.assetId !== null ? eb('id', '=', actor.assetId) : eb.and([eb('project_id', '=', actor.projectId), eb('is_archived', '=', 0)])));
}

/** What the reader sees of some assets' comments (a private stage hides its comments from anyone it does not seat): comments/stage-visibility.ts's sights fit it. */
export type CommentSightOf = (assetIds: number[]) => Promise<{ sees(comment: { asset_id: number; stage_id: number | null }): boolean }>;

/**
 * Whether `actor` may load the blob: a rendering (any page, a video's renders) or the attachment of
 * a comment they see on an asset they read, and for members also a design's original and their
 * projects' reference files. A guest downloads an original only through the link's own route, when it allows.
 */
export async function canActorReadBlob(db: Db, actor: BlobReader, key: string, sightOf: CommentSightOf): Promise<boolean> {
  if (key.startsWith('project-files/')) {
    if (actor.kind === 'guest') return false;
    const file = await db.selectFrom('project_files').select('id').where('blob_key', '=', key).where('project_id', 'in', visibleProjects(db, actor.user.id)).limit(1).executeTakeFirst();
    return Boolean(file);
  }
  const assetIds = assetsOf(db, actor);
  if (key.startsWith('attachments/')) {
    // The same picture may be attached to several comments: one the reader sees is enough.
    const holders = await db
      .selectFrom('comment_attachments as ca')
      .innerJoin('comments as c', 'c.id', 'ca.comment_id')
      .select(['c.asset_id', 'c.stage_id'])
      .where('ca.blob_key', '=', key)
      .where('c.asset_id', 'in', assetIds)
      .execute();
    if (!holders.length) return false;
    const sight = await sightOf([...new Set(holders.map((holder) => holder.asset_id))]);
    return holders.some((holder) => sight.sees(holder));
  }
  const variation = await db
    .selectFrom('variations as v')
    .innerJoin('versions as ver', 'ver.id', 'v.version_id')
    .select('v.id')
    .where((eb) => eb.or([...(actor.kind === 'member' ? [eb('v.design_file', '=', key)] : []), eb('v.thumbnail', '=', key), eb('v.preview', '=', key)]))
    .where('ver.asset_id', 'in', assetIds)
    .limit(1)
    .executeTakeFirst();
  if (variation) return true;
  // A document's later pages.
  const page = await db
    .selectFrom('variation_pages as pg')
    .innerJoin('variations as v', 'v.id', 'pg.variation_id')
    .innerJoin('versions as ver', 'ver.id', 'v.version_id')
    .select('pg.id')
    .where((eb) => eb.or([eb('pg.thumbnail', '=', key), eb('pg.preview', '=', key)]))
    .where('ver.asset_id', 'in', assetIds)
    .limit(1)
    .executeTakeFirst();
  if (page) return true;
  // A video's proxies, sprite, waveform and frame times.
  const render = await db
    .selectFrom('variation_renders as r')
    .innerJoin('variations as v', 'v.id', 'r.variation_id')
    .innerJoin('versions as ver', 'ver.id', 'v.version_id')
    .select('r.id')
    .where('r.blob_key', '=', key)
    .where('ver.asset_id', 'in', assetIds)
    .limit(1)
    .executeTakeFirst();
  return Boolean(render);
}

/** The name a project reference file was uploaded with, to save it under. */
export async function referenceFileName(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('project_files').select('file_name').where('blob_key', '=', key).executeTakeFirst();
  return row?.file_name;
}

/** The name a design file was uploaded with (any variation holding it), to save it under. */
export async function originalFileName(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('variations').select('file_name').where('design_file', '=', key).limit(1).executeTakeFirst();
  return row?.file_name;
}
