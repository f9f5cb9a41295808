import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../errors.ts';
import { authorize, type Actor } from '../access/index.ts';
import { findActorComment } from './find-comment.ts';
import { loadComment } from './load-comments.ts';
import { createCommentsRepository } from './repository.ts';

export interface EditCommentInput {
  actor: Actor;
  commentId: number;
  /** The new text; a comment without a mark cannot be emptied. */
  content?: string | undefined;
  /** An attachment to take off, by its file path. */
  removeAttachment?: string | undefined;
}

/** The author (a member, or the guest whose browser wrote it) changes a comment's text or takes off an attachment. */
export async function editComment({ db, blobs }: { db: Db; blobs: BlobStore }, input: EditCommentInput) {
  const { comment, actor } = await findActorComment(db, input.actor, input.commentId);
  authorize(actor, 'comment.edit', comment);
  let released: string[] = [];
  await db.transaction().execute(async (trx) => {
    const trxRepo = createCommentsRepository(trx);
    const at = new Date().toISOString();
    if (input.content !== undefined) {
      const content = input.content.trim();
      if (!content && !comment.annotation) throw invalid(comment.parent_id ? 'reply_empty' : 'comment_empty', undefined, { content: 'comment_empty' });
      await trxRepo.update(comment.id, { content, updated_at: at });
    }
    if (input.removeAttachment !== undefined) {
      const key = input.removeAttachment.replace(/^\/?files\//, '');
      const attachment = (await trxRepo.listAttachments([comment.id])).find((a) => a.blob_key === key);
      if (!attachment) throw invalid('attachment_not_on_comment', undefined, { remove_attachment: 'attachment_unknown_field' });
      await trxRepo.deleteAttachment(attachment.id);
      await trxRepo.update(comment.id, { updated_at: at });
      released = [key];
    }
  });
  await releaseBlobs(db, blobs, released);
  return loadComment(db, (await createCommentsRepository(db).find(comment.id))!);
}
