import type { Db } from '../../db/database.ts';

export interface LinkSettings {
  password_hash: string | null;
  expires_at: string | null;
  allow_download: number;
  allow_annotations: number;
}

/** SQL of review links. */
export function createShareLinksRepository(db: Db) {
  /** A link with its settings, counts and maker, as the Share dialog lists it. */
  const selectListed = () =>
    db
      .selectFrom('share_links as s')
      .leftJoin('users as u', 'u.id', 's.created_by_user_id')
      .select(['s.id', 's.token', 's.created_at', 's.password_hash', 's.expires_at', 's.allow_download', 's.allow_annotations', 's.view_count', 's.last_viewed_at', 'u.first_name', 'u.last_name']);

  return {
    /** The asset's links that were not revoked, newest first, with who made each. */
    listActive: (assetId: number) => selectListed().where('s.asset_id', '=', assetId).where('s.revoked_at', 'is', null).orderBy('s.id', 'desc').limit(100).execute(),

    /** One link as lists show it. */
    findListed: (id: number) => selectListed().where('s.id', '=', id).executeTakeFirstOrThrow(),

    insert: (link: { asset_id: number; token: string; created_by_user_id: number; created_at: string } & LinkSettings) =>
      db.insertInto('share_links').values({ ...link, revoked_at: null, view_count: 0, last_viewed_at: null }).returning('id').executeTakeFirstOrThrow(),

    update: (id: number, settings: Partial<LinkSettings>) => db.updateTable('share_links').set(settings).where('id', '=', id).execute(),

    /** One more browser session opened the link. */
    countView: (id: number, at: string) =>
      db
        .updateTable('share_links')
        .set((eb) => ({ view_count: eb('view_count', '+', 1), last_viewed_at: at }))
        .where('id', '=', id)
        .execute(),

    find: (id: number) => db.selectFrom('share_links').selectAll().where('id', '=', id).executeTakeFirst(),

    revoke: (id: number, at: string) => db.updateTable('share_links').set({ revoked_at: at }).where('id', '=', id).execute(),

    /** The asset an active link opens, or undefined for an unknown or revoked token. */
    findActiveAsset: (token: string) =>
      db
        .selectFrom('share_links as s')
        .innerJoin('assets as a', 'a.id', 's.asset_id')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .selectAll('a')
        .select(['p.project_name', 's.id as share_link_id', 's.token', 's.password_hash', 's.expires_at', 's.allow_download', 's.allow_annotations'])
        .where('s.token', '=', token)
        .where('s.revoked_at', 'is', null)
        .executeTakeFirst(),

    /** Whether the file is one a guest of this link may load: a rendering of the asset (any page) or an attachment of its comments. */
    async assetHoldsBlob(assetId: number, key: string) {
      const variation = await db
        .selectFrom('variations as v')
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .select('v.id')
        .where('ver.asset_id', '=', assetId)
        .where((eb) => eb.or([eb('v.thumbnail', '=', key), eb('v.preview', '=', key)]))
        .limit(1)
        .executeTakeFirst();
      if (variation) return true;
      const page = await db
        .selectFrom('variation_pages as pg')
        .innerJoin('variations as v', 'v.id', 'pg.variation_id')
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .select('pg.id')
        .where('ver.asset_id', '=', assetId)
        .where((eb) => eb.or([eb('pg.thumbnail', '=', key), eb('pg.preview', '=', key)]))
        .limit(1)
        .executeTakeFirst();
      if (page) return true;
      const attachment = await db
        .selectFrom('comment_attachments as ca')
        .innerJoin('comments as c', 'c.id', 'ca.comment_id')
        .select('ca.id')
        .where('c.asset_id', '=', assetId)
        .where('ca.blob_key', '=', key)
        .limit(1)
        .executeTakeFirst();
      return Boolean(attachment);
    },
  };
}
