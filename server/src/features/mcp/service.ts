import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Db } from '../../db/database.ts';
import { receiveToTempFile, FileTooLargeError } from '../../blob/receive-file.ts';
import { badRequest, invalid, payloadTooLarge } from '../../errors.ts';
import type { DesignUpload } from '../../plugins/design-upload.ts';
import type { UserRow } from '../auth/index.ts';
import type { AssetsService } from '../assets/index.ts';
import type { CommentsService } from '../comments/index.ts';
import { findVisibleProject, type ProjectReader } from '../projects/index.ts';
import { authorize, findActorVariation, memberActor } from '../access/index.ts';
import type { Placed, ToolSubject } from './guarded-tool.ts';
import { describeStage, type FeedbackService } from '../feedback/index.ts';

export interface McpServiceOptions {
  assets: AssetsService;
  comments: CommentsService;
  feedback: FeedbackService;
  reader: ProjectReader;
  /** Where uploads wait on disk before the file store takes them. */
  tmpDir: string;
  maxUploadBytes: number;
}

/** Where a new comment goes: a variation named outright, a reply's thread, or the asset's newest version's first variation. */
export interface CommentTarget {
  asset_id?: number;
  variation_id?: number;
  parent_id?: number;
  text: string;
  /** A video's frame (or the first of a range) the comment is about. */
  frame?: number;
  frame_end?: number;
}

/**
 * What the MCP tools do, on top of the same services as the HTTP API, so an agent has exactly the
 * rights and rules of its token's user.
 */
export function createMcpService(db: Db, { assets, comments, feedback, reader, tmpDir, maxUploadBytes }: McpServiceOptions) {
  async function findTargetVariation(user: UserRow, target: CommentTarget): Promise<number> {
    if (target.variation_id !== undefined) return target.variation_id;
    if (target.parent_id !== undefined) {
      const { comment } = await comments.findVisibleComment(user, target.parent_id);
      return comment.variation_id;
    }
    if (target.asset_id === undefined) throw invalid('comment_target_missing');
    const { asset } = await assets.findVisibleAsset(user, target.asset_id);
    const first = await feedback.newestFirstVariation(asset.id);
    if (!first) throw invalid('asset_no_version');
    return first.id;
  }

  return {
    /** The user placed where a tool acts, for the policy's question (guarded-tool.ts); 404 as over HTTP where they cannot see it. */
    async place(user: UserRow, subject: ToolSubject): Promise<Placed> {
      if ('project' in subject) return { actor: { ...memberActor(user), role: (await findVisibleProject(db, user.id, subject.project)).role } };
      if ('asset' in subject) {
        const { asset, role } = await assets.findVisibleAsset(user, subject.asset);
        return { actor: { ...memberActor(user), role }, asset };
      }
      if ('variation' in subject) return findActorVariation(db, memberActor(user), subject.variation);
      return comments.findVisibleComment(user, subject.comment);
    },

    async listProjects(user: UserRow) {
      const projects = await reader.list(user.id, 'all');
      return projects.map((p) => ({ id: p.id, name: p.project_name, role: p.role, is_archived: p.is_archived === '1', assets: p.assets.length }));
    },

    async listAssets(user: UserRow, projectId: number) {
      const list = await assets.listAssets(user, projectId, false);
      // The threads get_open_feedback lists, not the board's count of every version's open comments.
      const open = await feedback.countOpenThreads(user, list.map((a) => a.id));
      return list.map((a) => ({
        id: a.id,
        title: a.title,
        status: a.status,
        review_outcome: a.review.outcome,
        due_date: a.review.due_date,
        // A review of several stages: which one runs ('Stage 2 of 3 running: Client, due 2026-12-01'); null for one stage.
        review_stage: a.review.stage ? describeStage(a.review.stage) : null,
        newest_version: a.versions[0]?.version ?? null,
        open_comments: open.get(a.id) ?? 0,
      }));
    },

    addComment: async (user: UserRow, target: CommentTarget) =>
      comments.create(user, { variation_id: await findTargetVariation(user, target), content: target.text, parent_id: target.parent_id, mentions: [], page: 1, frame: target.frame ?? null, frame_end: target.frame_end ?? null }, []),

    /** Resolves a thread; one already resolved stays so (the HTTP route toggles, an agent asking twice must not reopen it). */
    async resolveComment(user: UserRow, commentId: number) {
      const { comment: row, actor } = await comments.findVisibleComment(user, commentId);
      // Asked even of a thread already resolved: the answer says it stays so only to whoever may resolve it.
      authorize(actor, 'comment.resolve');
      return { comment_id: row.id, was_resolved: row.is_resolved === 1, comment: row.is_resolved === 1 ? null : await comments.toggleResolved(user, row.id) };
    },

    /** A new version from the file's bytes, written to disk as a multipart upload would be, then checked and stored by the assets service. */
    async uploadVersion(user: UserRow, assetId: number, fileName: string, content: Buffer) {
      if (content.length === 0) throw badRequest('file_empty');
      const received = await receiveToTempFile(Readable.from([content]), tmpDir, maxUploadBytes).catch((error: unknown) => {
        throw error instanceof FileTooLargeError ? payloadTooLarge('upload_too_large', { max: Math.round(maxUploadBytes / 1024 / 1024) }) : error;
      });
      const upload: DesignUpload = { file: { ...received, filename: fileName }, fields: {}, discard: () => fsp.rm(received.path, { force: true }) };
      return assets.createVersion(user, assetId, '', undefined, upload);
    },
  };
}

export type McpService = ReturnType<typeof createMcpService>;
