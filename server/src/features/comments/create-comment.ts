import type { CreateAnnotationBody } from '@review/contract/comments';
import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { invalid } from '../../errors.ts';
import type { BufferedFile } from '../../plugins/multipart-upload.ts';
import { authorColumns, authorize, findActorVariation, type Actor } from '../access/index.ts';
import { assertPageOf, createAssetRows } from '../assets/index.ts';
import { assertFramesOf, type FrameRange } from '../video/index.ts';
import { checkedAnnotation } from './annotation.ts';
import { storeAttachments } from './attachments.ts';
import { loadComment } from './load-comments.ts';
import { createCommentsRepository, type CommentRow } from './repository.ts';
import { sightFor, stageOfNewThread } from './stage-visibility.ts';


export interface CreateCommentInput {
  actor: Actor;
  variationId: number;
  /** A reply to this comment's thread; absent for a new thread. */
  parentId?: number | null | undefined;
  content: string;
  /** The design file's page; a reply takes its thread's. */
  page: number;
  /** A video's frame or range, unchecked; a reply takes its thread's. */
  frames: FrameRange;
  /** A drawn mark, unchecked: its points must fall on its page. */
  mark?: Omit<CreateAnnotationBody, 'mentions'>;
  /** People to tell, kept only if they are the project's owner or members (not the author). */
  mentions?: number[];
  files?: BufferedFile[];
}

/** The thread a reply joins, as `actor` sees it: replies stay one level deep, a hidden thread is unknown. */
async function threadOf(db: Db, actor: Actor, assetId: number, parentId: number): Promise<CommentRow> {
  const repo = createCommentsRepository(db);
  let parent = await repo.find(parentId);
  if (parent && !(await sightFor(db, actor, [assetId])).sees(parent)) parent = undefined;
  if (!parent || parent.asset_id !== assetId) throw invalid('parent_comment_unknown', undefined, { parent_id: 'comment_unknown_field' });
  return parent.parent_id === null ? parent : (await repo.find(parent.parent_id))!;
}

/** Mentioned ids kept only if they are the project's owner or members, and not the author. */
async function projectPeople(db: Db, projectId: number, ownerId: number) {
  const members = await db.selectFrom('project_members').select('user_id').where('project_id', '=', projectId).execute();
  return new Set([ownerId, ...members.map((m) => m.user_id)]);
}

/**
 * A comment, reply or drawn mark by a member or a guest of a review link: one operation for both.
 * The variation and the thread are looked up as `actor` sees them, the policy says whether they may
 * comment, reply or draw, and the comment, its attachments and the announcement (whose listeners
 * write its history line and notices) are written in one transaction. Returns the comment as members read it (with addresses).
 */
export async function createComment({ db, blobs, announce }: { db: Db; blobs: BlobStore; announce: Announce }, input: CreateCommentInput) {
  const { variation, asset, project, actor } = await findActorVariation(db, input.actor, input.variationId);
  const parent = input.parentId ? await threadOf(db, input.actor, asset.id, input.parentId) : undefined;
  authorize(actor, input.mark ? 'comment.draw' : parent ? 'comment.reply' : 'comment.create');
  const content = input.content.trim();
  const files = input.files ?? [];
  if (parent && !content) throw invalid('reply_empty', undefined, { content: 'reply_empty' });
  if (!parent && !content && !input.mark && files.length === 0) throw invalid('comment_empty', undefined, { content: 'comment_empty' });
  const drawn = input.mark && (await checkedAnnotation(db, variation, input.mark));
  const page = parent ? parent.page : (drawn?.page ?? assertPageOf(variation, input.page));
  const frames = parent ? { frame: parent.frame, frame_end: parent.frame_end } : assertFramesOf(variation, input.frames.frame, input.frames.frame_end);
  const people = project && input.mentions?.length ? await projectPeople(db, project.id, project.user_id) : new Set<number>();
  const author = authorColumns(input.actor);
  const mentions = [...new Set(input.mentions)].filter((id) => people.has(id) && id !== author.user_id);
  // A reply stays in its thread's stage; a new thread goes where its writer reviews (stage-visibility.ts).
  const stageId = parent ? parent.stage_id : await stageOfNewThread(db, input.actor, asset.id);
  const stored = await storeAttachments(blobs, files);

  const row = await db
    .transaction()
    .execute(async (trx) => {
      const trxRepo = createCommentsRepository(trx);
      const at = new Date().toISOString();
      const created = await trxRepo.insert({
        asset_id: asset.id,
        variation_id: variation.id,
        parent_id: parent?.id ?? null,
        ...author,
        content,
        annotation: drawn ? JSON.stringify(drawn.annotation) : null,
        mentions: JSON.stringify(mentions),
        page,
        ...frames,
        stage_id: stageId,
        created_at: at,
      });
      for (const attachment of stored) await trxRepo.insertAttachment({ comment_id: created.id, blob_key: attachment.key, file_name: attachment.fileName, created_at: at });
      await announce(trx, { type: 'comment.created', comment_id: created.id });
      await createAssetRows(trx).touch(asset.id, at);
      return created;
    })
    .catch(async (error: unknown) => {
      await releaseBlobs(db, blobs, stored.map((s) => s.key));
      throw error;
    });
  return loadComment(db, row);
}
