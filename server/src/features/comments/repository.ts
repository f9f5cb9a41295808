import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CommentsTable } from '../../db/schema.ts';
export type { CommentRow } from './rows.ts';

/** SQL of comments, their attachments and reactions; `db` may be a transaction. */
export function createCommentsRepository(db: Db) {
  return {
    find: (id: number) => db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst(),
    listByAsset: (assetId: number, variationId?: number) =>
      db
        .selectFrom('comments')
        .selectAll()
        .where('asset_id', '=', assetId)
        .$if(variationId !== undefined, (q) => q.where('variation_id', '=', variationId!))
        .orderBy('id', 'asc')
        .limit(5_000)
        .execute(),
    listByIds: (ids: number[]) => (ids.length ? db.selectFrom('comments').selectAll().where('id', 'in', ids).orderBy('id', 'asc').execute() : Promise.resolve([])),
    listReplies: (parentId: number) => db.selectFrom('comments').selectAll().where('parent_id', '=', parentId).orderBy('id', 'asc').execute(),
    /** A new comment: open, unresolved, last changed when written. Members give `user_id`; guests `guest_name` and `guest_email`. */
    insert: (comment: Omit<Insertable<CommentsTable>, 'is_resolved' | 'resolved_by_user_id' | 'resolved_at' | 'resolved_version' | 'updated_at'>) =>
      db
        .insertInto('comments')
        .values({ ...comment, is_resolved: 0, resolved_by_user_id: null, resolved_at: null, resolved_version: null, updated_at: comment.created_at })
        .returningAll()
        .executeTakeFirstOrThrow(),
    update: (id: number, changes: Updateable<CommentsTable>) => db.updateTable('comments').set(changes).where('id', '=', id).execute(),
    delete: (id: number) => db.deleteFrom('comments').where('id', '=', id).execute(),

    listAttachments: (commentIds: number[]) =>
      commentIds.length ? db.selectFrom('comment_attachments').selectAll().where('comment_id', 'in', commentIds).orderBy('id', 'asc').execute() : Promise.resolve([]),
    insertAttachment: (attachment: { comment_id: number; blob_key: string; file_name: string; created_at: string }) =>
      db.insertInto('comment_attachments').values(attachment).execute(),
    deleteAttachment: (id: number) => db.deleteFrom('comment_attachments').where('id', '=', id).execute(),

    listReactions: (commentIds: number[]) =>
      commentIds.length
        ? db
            .selectFrom('comment_reactions as r')
            .innerJoin('users as u', 'u.id', 'r.user_id')
            .select(['r.id', 'r.comment_id', 'r.reaction', 'r.user_id', 'u.first_name', 'u.last_name'])
            .where('r.comment_id', 'in', commentIds)
            .orderBy('r.id', 'asc')
            .execute()
        : Promise.resolve([]),
    findReaction: (id: number) => db.selectFrom('comment_reactions').selectAll().where('id', '=', id).executeTakeFirst(),
    findOwnReaction: (commentId: number, userId: number, reaction: string) =>
      db.selectFrom('comment_reactions').selectAll().where('comment_id', '=', commentId).where('user_id', '=', userId).where('reaction', '=', reaction).executeTakeFirst(),
    insertReaction: (reaction: { comment_id: number; user_id: number; reaction: string; created_at: string }) => db.insertInto('comment_reactions').values(reaction).execute(),
    deleteReaction: (id: number) => db.deleteFrom('comment_reactions').where('id', '=', id).execute(),

    /** Labels and version numbers of variations, for the comments' `variation` and `version` fields. */
    listVariationRefs: (variationIds: number[]) =>
      variationIds.length
        ? db
            .selectFrom('variations as v')
            .innerJoin('versions as ver', 'ver.id', 'v.version_id')
            .select(['v.id', 'v.letter_index', 'ver.id as version_id', 'ver.version'])
            .where('v.id', 'in', variationIds)
            .execute()
        : Promise.resolve([]),

    /** Open top-level comments per variation, for the board and the variation strip. */
    countOpen: async (variationIds: number[]) => {
      if (!variationIds.length) return new Map<number, number>();
      const rows = await db
        .selectFrom('comments')
        .select((eb) => ['variation_id', eb.fn.countAll<number>().as('n')])
        .where('variation_id', 'in', variationIds)
        .where('parent_id', 'is', null)
        .where('is_resolved', '=', 0)
        .groupBy('variation_id')
        .execute();
      return new Map(rows.map((row) => [row.variation_id, Number(row.n)]));
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
