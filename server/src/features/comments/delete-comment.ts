import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import { authorize, type Actor } from '../access/index.ts';
import { findActorComment } from './find-comment.ts';
import { createCommentsRepository } from './repository.ts';

/** Deletes a comment with its thread's replies and their attachments: its author's to do (a guest's by the browser that wrote it), and the project's owner and admins'. */
export async function deleteComment({ db, blobs }: { db: Db; blobs: BlobStore }, input: { actor: Actor; commentId: number }) {
  const { comment, actor } = await findActorComment(db, input.actor, input.commentId);
  authorize(actor, 'comment.delete', comment);
  const repo = createCommentsRepository(db);
  const thread = [comment.id, ...(await repo.listReplies(comment.id)).map((reply) => reply.id)];
  const keys = (await repo.listAttachments(thread)).map((attachment) => attachment.blob_key);
  await repo.delete(comment.id);
  await releaseBlobs(db, blobs, keys);
}
