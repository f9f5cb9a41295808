import type { Db } from '../../db/database.ts';

/** The projects a reader is placed in: a member's own and those they are a member of, or a review link's one project. */
export type BlobPlace = { userId: number } | { projectId: number };

/** An asset holding a file, with the reader's place in its project: its owner and the reader's membership role (null: none). */
export interface BlobHolder {
  id: number;
  project_id: number;
  is_archived: number;
  user_id: number | null;
  creator_user_id: number | null;
  owner_id: number;
  member_role: string | null;
}

/** A comment's attachment: its holder, and the comment's asset and stage as the sight of comments asks them. */
export interface AttachmentHolder extends BlobHolder {
  asset_id: number;
  stage_id: number | null;
}

/** The projects `place` names, with the reader's role there: where the policy is then asked. */
const placedProjects = (db: Db, place: BlobPlace) =>
  db
    .selectFrom('projects as p')
    .leftJoin('project_members as m', (join) => join.onRef('m.project_id', '=', 'p.id').on('m.user_id', '=', 'userId' in place ? place.userId : null))
    .select(['p.id as project_id', 'p.user_id as owner_id', 'm.role as member_role'])
    .where((eb) => ('userId' in place ? eb.or([eb('p.user_id', '=', place.userId), eb('m.user_id', '=', place.userId)]) : eb('p.id', '=', place.projectId)));

/** The assets of those projects, with the reader's role in theirs. */
const placedAssets = (db: Db, place: BlobPlace) =>
  db
    .selectFrom('assets as pa')
    .innerJoin(placedProjects(db, place).as('pp'), 'pp.project_id', 'pa.project_id')
    .select(['pa.id', 'pa.project_id', 'pa.is_archived', 'pa.user_id', 'pa.creator_user_id', 'pp.owner_id', 'pp.member_role']);

const HOLDER = ['a.id', 'a.project_id', 'a.is_archived', 'a.user_id', 'a.creator_user_id', 'a.owner_id', 'a.member_role'] as const;

/**
 * Where a stored file is held, among the assets of the reader's projects, by what it is to them, in
 * the order the files' rules ask: a variation's original, its renderings (its preview and
 * thumbnail, a document's later pages, a video's proxies, sprite, waveform and frame times), a
 * comment's attachment, and a project's reference file (by project).
 */
export function createBlobHoldersRepository(db: Db) {
  return {
    originals: (key: string, place: BlobPlace): Promise<BlobHolder[]> =>
      db.selectFrom('variations as v').innerJoin('versions as ver', 'ver.id', 'v.version_id').innerJoin(placedAssets(db, place).as('a'), 'a.id', 'ver.asset_id').select(HOLDER).where('v.design_file', '=', key).execute(),

    async renderings(key: string, place: BlobPlace): Promise<BlobHolder[]> {
      const variations = await db
        .selectFrom('variations as v')
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .innerJoin(placedAssets(db, place).as('a'), 'a.id', 'ver.asset_id')
        .select(HOLDER)
        .where((eb) => eb.or([eb('v.thumbnail', '=', key), eb('v.preview', '=', key)]))
        .execute();
      const pages = await db
        .selectFrom('variation_pages as pg')
        .innerJoin('variations as v', 'v.id', 'pg.variation_id')
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .innerJoin(placedAssets(db, place).as('a'), 'a.id', 'ver.asset_id')
        .select(HOLDER)
        .where((eb) => eb.or([eb('pg.thumbnail', '=', key), eb('pg.preview', '=', key)]))
        .execute();
      const renders = await db
        .selectFrom('variation_renders as r')
        .innerJoin('variations as v', 'v.id', 'r.variation_id')
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .innerJoin(placedAssets(db, place).as('a'), 'a.id', 'ver.asset_id')
        .select(HOLDER)
        .where('r.blob_key', '=', key)
        .execute();
      return [...variations, ...pages, ...renders];
    },

    attachments: (key: string, place: BlobPlace): Promise<AttachmentHolder[]> =>
      db
        .selectFrom('comment_attachments as ca')
        .innerJoin('comments as c', 'c.id', 'ca.comment_id')
        .innerJoin(placedAssets(db, place).as('a'), 'a.id', 'c.asset_id')
        .select([...HOLDER, 'c.asset_id', 'c.stage_id'])
        .where('ca.blob_key', '=', key)
        .execute(),

    /** The projects holding a reference file, with the reader's role in each. */
    referenceFiles: (key: string, place: BlobPlace) =>
      db
        .selectFrom('project_files as f')
        .innerJoin(placedProjects(db, place).as('a'), 'a.project_id', 'f.project_id')
        .select(['a.owner_id', 'a.member_role'])
        .where('f.blob_key', '=', key)
        .execute(),
  };
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
