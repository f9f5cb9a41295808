import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Feedback, FeedbackItem } from '@review/contract/feedback';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../auth/repository.ts';
import { fullName } from '../auth/presenter.ts';
import { loadPeople } from '../assets/people.ts';
import type { VariationRow } from '../assets/repository.ts';
import type { AssetsService } from '../assets/service.ts';
import { parseAnnotation } from '../comments/presenter.ts';
import type { CommentRow } from '../comments/repository.ts';
import type { CommentsService } from '../comments/service.ts';
import { renderCrop } from './crop.ts';
import { boxOf, type PageSize } from './mark-box.ts';
import { createFeedbackRepository } from './repository.ts';
import { numberThreads } from '../comments/marker-numbers.ts';

const NO_MARK = 'This comment has no drawn mark to show.';

export function createFeedbackService(db: Db, { assets, comments, blobs, publicUrl }: { assets: AssetsService; comments: CommentsService; blobs: BlobStore; publicUrl: string }) {
  const repo = createFeedbackRepository(db);

  async function pageSizesOf(variations: VariationRow[]) {
    const sizes = new Map<string, PageSize>(variations.map((v) => [`${v.id}:1`, v]));
    for (const page of await repo.listPageSizes(variations.map((v) => v.id))) sizes.set(`${page.variation_id}:${page.number}`, page);
    return sizes;
  }

  return {
    /** The open threads of the asset's newest version (all its variations), with their replies, for whoever may read its comments. */
    async getFeedback(user: UserRow, assetId: number): Promise<Feedback> {
      const { asset } = await assets.findVisibleAsset(user, assetId);
      const version = await repo.findNewestVersion(asset.id);
      const variations = version ? await repo.listVariations(version.id) : [];
      const comments = await repo.listComments(variations.map((v) => v.id));
      const [people, sizes] = await Promise.all([loadPeople(db, comments.map((c) => c.user_id)), pageSizesOf(variations)]);
      const authorOf = (row: CommentRow) => {
        if (row.guest_name !== null) return `${row.guest_name} (guest)`;
        const person = row.user_id === null ? undefined : people.get(row.user_id);
        return person ? fullName(person) : 'Someone';
      };
      const threads = comments.filter((c) => c.parent_id === null);
      const numbers = numberThreads(threads);
      const items = threads
        .filter((thread) => thread.is_resolved === 0)
        .map((thread): FeedbackItem => {
          const annotation = parseAnnotation(thread.annotation);
          const size = sizes.get(`${thread.variation_id}:${thread.page}`);
          const page = thread.page > 1 ? `&page=${thread.page}` : '';
          return {
            comment_id: thread.id,
            number: numbers.get(thread.id)!,
            text: thread.content,
            author: authorOf(thread),
            page: thread.page,
            box: annotation && size ? boxOf(annotation, size) : null,
            crop_url: annotation && size ? `${publicUrl}/api/v1/comments/${thread.id}/crop.png` : null,
            link: `${publicUrl}/asset/${asset.id}?version=${version!.id}&variation=${thread.variation_id}&comment=${thread.id}${page}`,
            replies: comments
              .filter((reply) => reply.parent_id === thread.id)
              .map((reply) => ({ comment_id: reply.id, text: reply.content, author: authorOf(reply), created_at: reply.created_at })),
          };
        })
        .sort((a, b) => a.number - b.number || a.comment_id - b.comment_id);
      const first = variations[0];
      return { asset_id: asset.id, title: asset.title, version: version?.version ?? null, version_id: version?.id ?? null, width: first?.width ?? null, height: first?.height ?? null, items };
    },

    /**
     * The crop of a marked comment: its tag (the rendering's content key and the mark, which is all
     * the picture depends on) is known before any image work, so a client asking again is answered
     * with a 304 for the price of two queries.
     */
    async findCrop(user: UserRow, commentId: number) {
      const { comment } = await comments.findVisibleComment(user, commentId);
      const annotation = parseAnnotation(comment.annotation);
      const rendering = annotation && (await repo.findPageRendering(comment.variation_id, comment.page));
      if (!annotation || !rendering) throw notFound(NO_MARK);
      const etag = `"${createHash('sha256').update(`${rendering.preview}\n${comment.annotation}`).digest('base64url').slice(0, 27)}"`;
      return {
        etag,
        render: async () => {
          const stored = await blobs.get(rendering.preview);
          if (!stored) throw notFound('The design file of this comment is no longer stored.');
          return renderCrop(await buffer(stored.stream), rendering, annotation);
        },
      };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
