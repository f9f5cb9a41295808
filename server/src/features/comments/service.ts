import type { CreateAnnotationBody, CreateCommentBody, ReactBody, UpdateCommentBody } from '@review/contract/comments';
import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { forbidden, ifRefused, invalid, notFound } from '../../errors.ts';
import type { BufferedFile } from '../../plugins/multipart-upload.ts';
import type { UserRow } from '../auth/repository.ts';
import { assertPageOf } from '../assets/pages.ts';
import { assertFramesOf, type FrameRange } from '../video/frames-of.ts';
import { createAssetsRepository } from '../assets/repository.ts';
import type { AssetsService } from '../assets/service.ts';
import { authorize, can } from '../projects/policy.ts';
import { checkedAnnotation } from './annotation.ts';
import { storeAttachments } from './attachments.ts';
import { loadComment, loadComments } from './load-comments.ts';
import { createCommentsRepository, type CommentRow } from './repository.ts';
import { excerpt } from './excerpt.ts';
import { memberSight, stageOfNewThread } from './stage-visibility.ts';

const COMMENT_NOT_FOUND = 'Comment not found.';
const EMPTY_COMMENT = 'A comment cannot be empty.';
const EMPTY_REPLY = 'A reply cannot be empty.';
const now = () => new Date().toISOString();

export function createCommentsService(db: Db, { blobs, assets, announce }: { blobs: BlobStore; assets: AssetsService; announce: Announce }) {
  const repo = createCommentsRepository(db);
  const assetsRepo = createAssetsRepository(db);

  /** The variation with its version and asset, and the user's role; 404 for anyone who cannot see it. */
  async function findVisibleVariation(user: UserRow, variationId: number) {
    const variation = await assetsRepo.findVariation(variationId);
    if (!variation) throw notFound('Variation not found.');
    const version = (await assetsRepo.findVersion(variation.version_id))!;
    return { variation, version, ...(await assets.findVisibleAsset(user, version.asset_id)) };
  }

  async function findVisibleComment(user: UserRow, commentId: number) {
    const comment = await repo.find(commentId);
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    const access = await assets.findVisibleAsset(user, comment.asset_id).catch(
      ifRefused(() => {
        throw notFound(COMMENT_NOT_FOUND);
      }),
    );
    // A comment of a private stage the user is kept out of does not exist for them (stage-visibility.ts).
    if (!(await memberSight(db, user.id, [comment.asset_id])).sees(comment)) throw notFound(COMMENT_NOT_FOUND);
    return { comment, ...access };
  }

  /** Mentioned ids kept only if they are the project's owner or members (and not the author). */
  async function projectPeople(projectId: number, ownerId: number) {
    const members = await db.selectFrom('project_members').select('user_id').where('project_id', '=', projectId).execute();
    return new Set([ownerId, ...members.map((m) => m.user_id)]);
  }

  const history = (trx: Db, assetId: number, user: UserRow, action: string, text: string, reply: { reply?: string; replied_to?: string } = {}) =>
    createAssetsRepository(trx).insertHistory({ asset_id: assetId, user_id: user.id, action, text, reply: reply.reply ?? null, replied_to: reply.replied_to ?? null, created_at: now() });

  interface NewComment {
    user: UserRow;
    variationId: number;
    content: string;
    parentId?: number;
    annotation: object | null;
    mentions: number[];
    files: BufferedFile[];
    /** The design file's page; a reply takes its thread's. */
    page: number;
    /** A video's frame or range, unchecked; a reply takes its thread's. */
    frames: FrameRange;
  }

  async function insertComment(input: NewComment) {
    const { user, variation, asset, project, role } = { user: input.user, ...(await findVisibleVariation(input.user, input.variationId)) };
    authorize(role, 'comment.create');
    const content = input.content.trim();
    let parent: CommentRow | undefined;
    if (input.parentId !== undefined) {
      parent = await repo.find(input.parentId);
      // A thread the user may not see is as unknown as one that does not exist.
      if (parent && !(await memberSight(db, user.id, [asset.id])).sees(parent)) parent = undefined;
      if (!parent || parent.asset_id !== asset.id) throw invalid('The comment you reply to does not exist on this asset.', { parent_id: 'Unknown comment.' });
      // Replies stay one level deep: a reply to a reply joins the same thread.
      if (parent.parent_id !== null) parent = (await repo.find(parent.parent_id))!;
      if (!content) throw invalid(EMPTY_REPLY, { content: EMPTY_REPLY });
    } else if (!content && !input.annotation && input.files.length === 0) {
      throw invalid(EMPTY_COMMENT, { content: EMPTY_COMMENT });
    }
    const page = parent ? parent.page : assertPageOf(variation, input.page);
    const frames = parent ? { frame: parent.frame, frame_end: parent.frame_end } : assertFramesOf(variation, input.frames.frame, input.frames.frame_end);
    const people = await projectPeople(project.id, project.user_id);
    const mentions = [...new Set(input.mentions)].filter((id) => people.has(id) && id !== user.id);
    // A reply stays in its thread's stage; a new thread goes where its writer reviews (stage-visibility.ts).
    const stageId = parent ? parent.stage_id : await stageOfNewThread(db, { userId: user.id }, asset.id);
    const stored = await storeAttachments(blobs, input.files);

    const row = await db
      .transaction()
      .execute(async (trx) => {
        const trxRepo = createCommentsRepository(trx);
        const at = now();
        const created = await trxRepo.insert({
          asset_id: asset.id,
          variation_id: variation.id,
          parent_id: parent?.id ?? null,
          user_id: user.id,
          content,
          annotation: input.annotation ? JSON.stringify(input.annotation) : null,
          mentions: JSON.stringify(mentions),
          page,
          ...frames,
          stage_id: stageId,
          created_at: at,
        });
        for (const attachment of stored) await trxRepo.insertAttachment({ comment_id: created.id, blob_key: attachment.key, file_name: attachment.fileName, created_at: at });
        if (parent) {
          await history(trx, asset.id, user, 'replied', `replied to a comment`, { reply: content, replied_to: parent.content });
        } else {
          await history(trx, asset.id, user, input.annotation ? 'annotated' : 'commented', `${input.annotation ? 'annotated' : 'commented on'} ${asset.title}: "${excerpt(content)}"`);
        }
        await announce(trx, { type: 'comment.created', comment_id: created.id });
        await createAssetsRepository(trx).updateAsset(asset.id, { updated_at: at });
        return created;
      })
      .catch(async (error: unknown) => {
        await releaseBlobs(db, blobs, stored.map((s) => s.key));
        throw error;
      });
    return loadComment(db, row);
  }

  return {
    /** The comment with its asset, project and the user's role; 404 for anyone who cannot see it. */
    findVisibleComment,

    async list(user: UserRow, assetId: number, variationId?: number) {
      await assets.findVisibleAsset(user, assetId);
      const sight = await memberSight(db, user.id, [assetId]);
      return loadComments(db, (await repo.listByAsset(assetId, variationId)).filter((row) => sight.sees(row)));
    },

    create: (user: UserRow, body: CreateCommentBody, files: BufferedFile[]) =>
      insertComment({ user, variationId: body.variation_id, content: body.content, parentId: body.parent_id, annotation: null, mentions: body.mentions, files, page: body.page, frames: body }),

    async createAnnotation(user: UserRow, body: CreateAnnotationBody) {
      const { variation } = await findVisibleVariation(user, body.variation_id);
      const { page, annotation } = await checkedAnnotation(db, variation, body);
      return insertComment({ user, variationId: variation.id, content: body.content, annotation, mentions: body.mentions, files: [], page, frames: body });
    },

    async update(user: UserRow, commentId: number, body: UpdateCommentBody) {
      const { comment } = await findVisibleComment(user, commentId);
      if (comment.user_id !== user.id) throw forbidden('Only the author can edit this comment.');
      let released: string[] = [];
      await db.transaction().execute(async (trx) => {
        const trxRepo = createCommentsRepository(trx);
        if (body.content !== undefined) {
          const content = body.content.trim();
          if (!content && !comment.annotation) throw invalid(comment.parent_id ? EMPTY_REPLY : EMPTY_COMMENT, { content: EMPTY_COMMENT });
          await trxRepo.update(comment.id, { content, updated_at: now() });
        }
        if (body.remove_attachment !== undefined) {
          const key = body.remove_attachment.replace(/^\/?files\//, '');
          const attachment = (await trxRepo.listAttachments([comment.id])).find((a) => a.blob_key === key);
          if (!attachment) throw invalid('That attachment is not on this comment.', { remove_attachment: 'Unknown attachment.' });
          await trxRepo.deleteAttachment(attachment.id);
          await trxRepo.update(comment.id, { updated_at: now() });
          released = [key];
        }
      });
      await releaseBlobs(db, blobs, released);
      return loadComment(db, (await repo.find(comment.id))!);
    },

    /** The author deletes their own comment; the project's owner and admins may delete any. Replies go with their thread. */
    async delete(user: UserRow, commentId: number) {
      const { comment, role } = await findVisibleComment(user, commentId);
      if (comment.user_id !== user.id && !can(role, 'members.manage')) throw forbidden('Only the author, the owner or an admin can delete this comment.');
      const thread = [comment.id, ...(await repo.listReplies(comment.id)).map((r) => r.id)];
      const keys = (await repo.listAttachments(thread)).map((a) => a.blob_key);
      await repo.delete(comment.id);
      await releaseBlobs(db, blobs, keys);
    },

    /** Resolves an open thread or reopens a resolved one, noting who, when and in which version. */
    async toggleResolved(user: UserRow, commentId: number) {
      const { comment, asset } = await findVisibleComment(user, commentId);
      if (comment.parent_id !== null) throw invalid('Only a whole thread can be resolved, not a reply.');
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
        await history(trx, asset.id, user, isResolving ? 'resolved' : 'reopened', `${isResolving ? 'resolved' : 'reopened'} a comment: "${excerpt(comment.content)}"`);
        if (isResolving) await announce(trx, { type: 'comment.resolved', comment_id: comment.id, actor_id: user.id });
      });
      return loadComment(db, (await repo.find(comment.id))!);
    },

    /** One reaction per emoji per person: giving it again takes it back. */
    async react(user: UserRow, body: ReactBody) {
      const { comment, asset, role } = await findVisibleComment(user, body.comment_id);
      authorize(role, 'comment.create');
      const existing = await repo.findOwnReaction(comment.id, user.id, body.reaction);
      await db.transaction().execute(async (trx) => {
        const trxRepo = createCommentsRepository(trx);
        if (existing) await trxRepo.deleteReaction(existing.id);
        else await trxRepo.insertReaction({ comment_id: comment.id, user_id: user.id, reaction: body.reaction, created_at: now() });
        await history(trx, asset.id, user, existing ? 'unreacted' : 'reacted', `${existing ? 'took back' : 'reacted with'} ${body.reaction} on a comment`);
      });
      return { added: !existing, comment: await loadComment(db, comment.parent_id === null ? comment : (await repo.find(comment.parent_id))!) };
    },

    async removeReaction(user: UserRow, reactionId: number) {
      const reaction = await repo.findReaction(reactionId);
      if (!reaction) throw notFound('Reaction not found.');
      const { asset } = await findVisibleComment(user, reaction.comment_id).catch(
        ifRefused(() => {
          throw notFound('Reaction not found.');
        }),
      );
      if (reaction.user_id !== user.id) throw forbidden('Only the person who reacted can take the reaction back.');
      await db.transaction().execute(async (trx) => {
        await createCommentsRepository(trx).deleteReaction(reaction.id);
        await history(trx, asset.id, user, 'unreacted', `took back ${reaction.reaction} on a comment`);
      });
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
