import type { Comment, Reaction } from '@review/contract/comments';
import type { Db } from '../../db/database.ts';
import { findActorAsset, type Actor } from '../access/index.ts';
import { loadPeople } from '../auth/index.ts';
import { loadCommentChangeStates } from '../compare/index.ts';
import { presentComment, type CommentContext } from './presenter.ts';
import { createCommentsRepository, type CommentRow } from './repository.ts';
import { sightFor } from './stage-visibility.ts';

/**
 * Presents comments with their authors, attachments, reactions and variation labels in a fixed
 * number of queries; top-level comments carry their replies.
 */
export async function loadComments(db: Db, rows: CommentRow[]): Promise<Comment[]> {
  const repo = createCommentsRepository(db);
  const ids = rows.map((row) => row.id);
  const [attachments, reactions, variations, people, changeStates] = await Promise.all([
    repo.listAttachments(ids),
    repo.listReactions(ids),
    repo.listVariationRefs([...new Set(rows.map((row) => row.variation_id))]),
    loadPeople(db, rows.flatMap((row) => [row.user_id, row.resolved_by_user_id])),
    loadCommentChangeStates(db, rows),
  ]);
  const ctx: CommentContext = { people, attachments: new Map(), reactions: new Map(), variations: new Map(variations.map((v) => [v.id, v])), changeStates };
  for (const attachment of attachments) ctx.attachments.set(attachment.comment_id, [...(ctx.attachments.get(attachment.comment_id) ?? []), attachment.blob_key]);
  for (const r of reactions) {
    const reaction: Reaction = { id: r.id, reaction: r.reaction, user_id: r.user_id, user: { first_name: r.first_name, last_name: r.last_name } };
    ctx.reactions.set(r.comment_id, [...(ctx.reactions.get(r.comment_id) ?? []), reaction]);
  }

  const comments = rows.map((row) => presentComment(row, ctx));
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  for (const comment of comments) {
    if (comment.parent_id !== null) byId.get(Number(comment.parent_id))?.replies.push(comment);
  }
  return comments;
}

export async function loadComment(db: Db, row: CommentRow): Promise<Comment> {
  const replies = row.parent_id === null ? await createCommentsRepository(db).listReplies(row.id) : [];
  return (await loadComments(db, [row, ...replies]))[0]!;
}

/**
 * An asset's comments as `actor` reaches them: the asset by their scope (404 outside it), the comments
 * their private stages' rule leaves them (stage-visibility.ts), of one variation with `variationId`.
 * The members' list and a review link's discussion are this one read.
 */
export async function listActorComments(db: Db, actor: Actor, assetId: number, variationId?: number): Promise<Comment[]> {
  await findActorAsset(db, actor, assetId);
  const sight = await sightFor(db, actor, [assetId]);
  return loadComments(db, (await createCommentsRepository(db).listByAsset(assetId, variationId)).filter((row) => sight.sees(row)));
}
