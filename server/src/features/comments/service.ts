import type { CreateAnnotationBody, CreateCommentBody, ReactBody, UpdateCommentBody } from '@review/contract/comments';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { ifRefused, invalid, notFound } from '../../errors.ts';
import type { BufferedFile } from '../../plugins/multipart-upload.ts';
import { authorize, memberActor } from '../access/index.ts';
import type { UserRow } from '../auth/index.ts';
import { createAssetRows } from '../assets/index.ts';
import { createComment } from './create-comment.ts';
import { deleteComment } from './delete-comment.ts';
import { editComment } from './edit-comment.ts';
import { findActorComment } from './find-comment.ts';
import { listActorComments, loadComment } from './load-comments.ts';
import { createCommentsRepository } from './repository.ts';

const now = () => new Date().toISOString();

export function createCommentsService(db: Db, { blobs, announce }: { blobs: BlobStore; announce: Announce }) {
  const repo = createCommentsRepository(db);
  const assetsRepo = createAssetRows(db);
  const deps = { db, blobs, announce };

  /** The comment with its asset and the user placed in its project; 404 for anyone who cannot see it. */
  const findVisibleComment = (user: UserRow, commentId: number) => findActorComment(db, memberActor(user), commentId);

  return {
    findVisibleComment,

    list: (user: UserRow, assetId: number, variationId?: number) => listActorComments(db, memberActor(user), assetId, variationId),

    create: (user: UserRow, body: CreateCommentBody, files: BufferedFile[]) =>
      createComment(deps, { actor: memberActor(user), variationId: body.variation_id, content: body.content, parentId: body.parent_id, mentions: body.mentions, files, page: body.page, frames: body }),

    createAnnotation: (user: UserRow, body: CreateAnnotationBody) =>
      createComment(deps, { actor: memberActor(user), variationId: body.variation_id, content: body.content, mark: body, mentions: body.mentions, page: body.page, frames: body }),

    update: (user: UserRow, commentId: number, body: UpdateCommentBody) =>
      editComment(deps, { actor: memberActor(user), commentId, content: body.content, removeAttachment: body.remove_attachment }),

    /** The author deletes their own comment; the project's owner and admins may delete any. Replies go with their thread. */
    delete: (user: UserRow, commentId: number) => deleteComment(deps, { actor: memberActor(user), commentId }),

    /** Resolves an open thread or reopens a resolved one, noting who, when and in which version. */
    async toggleResolved(user: UserRow, commentId: number) {
      const { comment, asset, actor } = await findVisibleComment(user, commentId);
      authorize(actor, 'comment.resolve');
      if (comment.parent_id !== null) throw invalid('resolve_reply_refused');
      const isResolving = comment.is_resolved === 0;
      const latest = (await assetsRepo.nextVersionNumber(asset.id)) - 1;
      await db.transaction().execute(async (trx) => {
        await createCommentsRepository(trx).update(comment.id, {
          is_resolved: isResolving ? 1 : 0,
          resolved_by_user_id: isResolving ? user.id : null,
          resolved_at: isResolving ? now() : null,
          resolved_version: isResolving ? latest : null,
          updated_at: now(),
        });
        await announce(trx, { type: isResolving ? 'comment.resolved' : 'comment.reopened', comment_id: comment.id, actor_id: user.id });
      });
      return loadComment(db, (await repo.find(comment.id))!);
    },

    /** One reaction per emoji per person: giving it again takes it back. */
    async react(user: UserRow, body: ReactBody) {
      const { comment, actor } = await findVisibleComment(user, body.comment_id);
      authorize(actor, 'comment.react');
      const existing = await repo.findOwnReaction(comment.id, user.id, body.reaction);
      await db.transaction().execute(async (trx) => {
        const trxRepo = createCommentsRepository(trx);
        if (existing) await trxRepo.deleteReaction(existing.id);
        else await trxRepo.insertReaction({ comment_id: comment.id, user_id: user.id, reaction: body.reaction, created_at: now() });
        await announce(trx, { type: 'reaction.changed', comment_id: comment.id, actor_id: user.id, reaction: body.reaction, added: !existing });
      });
      return { added: !existing, comment: await loadComment(db, comment.parent_id === null ? comment : (await repo.find(comment.parent_id))!) };
    },

    async removeReaction(user: UserRow, reactionId: number) {
      const reaction = await repo.findReaction(reactionId);
      if (!reaction) throw notFound('reaction_not_found');
      const { actor } = await findVisibleComment(user, reaction.comment_id).catch(
        ifRefused(() => {
          throw notFound('reaction_not_found');
        }),
      );
      authorize(actor, 'reaction.remove', reaction);
      await db.transaction().execute(async (trx) => {
        await createCommentsRepository(trx).deleteReaction(reaction.id);
        await announce(trx, { type: 'reaction.changed', comment_id: reaction.comment_id, actor_id: user.id, reaction: reaction.reaction, added: false });
      });
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
