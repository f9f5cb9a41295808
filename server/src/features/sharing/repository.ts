import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface LinkSettings {
  password_hash: string | null;
  expires_at: string | null;
  allow_download: number;
  allow_annotations: number;
  allow_decisions: number;
  locale: string | null;
}

/** What a link opens: one asset, or a whole project. */
export type LinkTarget = { asset_id: number } | { project_id: number };

/** SQL of review links. */
export function createShareLinksRepository(db: Db) {
  /** A link with its settings, counts and maker, as the Share dialog lists it. */
  const selectListed = () =>
    db
      .selectFrom('share_links as s')
      .leftJoin('users as u', 'u.id', 's.created_by_user_id')
      .select([
        's.id',
        's.token',
        's.asset_id',
        's.created_at',
        's.password_hash',
        's.expires_at',
        's.allow_download',
        's.allow_annotations',
        's.allow_decisions',
        's.locale',
        's.view_count',
        's.last_viewed_at',
        'u.first_name',
        'u.last_name',
      ]);

  return {
    /** The links of an asset or of a project that were not revoked, newest first, with who made each. */
    listActive: (target: LinkTarget) =>
      selectListed()
        .where('asset_id' in target ? 's.asset_id' : 's.project_id', '=', 'asset_id' in target ? target.asset_id : target.project_id)
        .where('s.revoked_at', 'is', null)
        .orderBy('s.id', 'desc')
        .limit(100)
        .execute(),

    /** One link as lists show it. */
    findListed: (id: number) => selectListed().where('s.id', '=', id).executeTakeFirstOrThrow(),

    insert: (link: LinkTarget & { token: string; created_by_user_id: number; created_at: string } & LinkSettings) =>
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

    /**
     * A link was closed or its terms changed: its project's revision rises, so every instance's live
     * hub hears of it at once and ends (or refreshes) the pages open on it.
     */
    raiseRevisionOfLinkProject: (linkId: number) =>
      db
        .updateTable('projects')
        .set((eb) => ({ revision: eb('revision', '+', 1) }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('share_links as s')
            .leftJoin('assets as a', 'a.id', 's.asset_id')
            .select((inner) => inner.fn.coalesce('s.project_id', 'a.project_id').as('project_id'))
            .where('s.id', '=', linkId),
        )
        .execute(),

    /** A link that was not revoked, with its project (its asset's, for an asset link); undefined for an unknown token. */
    findActive: (token: string) =>
      db
        .selectFrom('share_links as s')
        .leftJoin('assets as a', 'a.id', 's.asset_id')
        .innerJoin('projects as p', (join) => join.on(sql<boolean>`p.id = coalesce(s.project_id, a.project_id)`))
        .select([
          's.id',
          's.token',
          's.asset_id',
          'p.id as project_id',
          'p.project_name',
          's.password_hash',
          's.expires_at',
          's.allow_download',
          's.allow_annotations',
          's.allow_decisions',
          's.locale',
        ])
        .where('s.token', '=', token)
        .where('s.revoked_at', 'is', null)
        .executeTakeFirst(),

    /** The guests' language of the link behind a token, revoked or expired alike (its refusal is worded in it); undefined for no link. */
    localeOf: async (token: string) => (await db.selectFrom('share_links').select('locale').where('token', '=', token).executeTakeFirst())?.locale,

    /** The project's live revision, from which a guest's stream starts listening. */
    projectRevision: async (projectId: number) => (await db.selectFrom('projects').select('revision').where('id', '=', projectId).executeTakeFirstOrThrow()).revision,

    /** Comments written from the browser holding `guestKey`, among the asset's. */
    ownCommentIds: async (assetId: number, guestKey: string) =>
      (await db.selectFrom('comments').select('id').where('asset_id', '=', assetId).where('guest_key', '=', guestKey).execute()).map((row) => row.id),
  };
}
