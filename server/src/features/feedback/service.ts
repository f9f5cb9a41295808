import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Feedback, FeedbackItem } from '@review/contract/feedback';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { fullName, loadPeople, type UserRow } from '../auth/index.ts';
import type { AssetsService, VariationRow } from '../assets/index.ts';
import { memberSight, parseAnnotation, type CommentRow, type CommentsService } from '../comments/index.ts';
import { currentStage, loadReviewStates } from '../reviews/index.ts';
import { readAudioProbe, readProbe, readTimeline, type FrameImages } from '../video/index.ts';
import { framesOfComment } from './comment-timecode.ts';
import { renderCrop, renderWholeFrame } from './crop.ts';
import { boxOf, type PageSize } from '@review/contract/mark-box';
import { loadOpenThreads } from './open-threads.ts';
import { createFeedbackRepository } from './repository.ts';
import { loadVersionChanges } from '../compare/index.ts';


const tagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

export function createFeedbackService(
  db: Db,
  { assets, comments, blobs, frames, publicUrl }: { assets: AssetsService; comments: CommentsService; blobs: BlobStore; frames: FrameImages; publicUrl: string },
) {
  const repo = createFeedbackRepository(db);

  /** A comment on a video's frame: its crop is cut from that exact frame, or is the whole frame when it has no mark. */
  async function findFrameCrop(comment: CommentRow & { frame: number }) {
    const variation = await repo.findFrameSource(comment.variation_id);
    if (!variation) throw notFound('comment_video_gone');
    const source = frames.frameSource(variation, comment.frame);
    const annotation = parseAnnotation(comment.annotation);
    return {
      etag: tagOf(`frame ${variation.id} ${comment.frame}\n${comment.annotation ?? ''}`),
      render: async () => {
        const frame = await frames.render(source, comment.frame);
        return annotation ? renderCrop(frame, variation, annotation) : renderWholeFrame(frame);
      },
    };
  }

  async function pageSizesOf(variations: VariationRow[]) {
    const sizes = new Map<string, PageSize>(variations.map((v) => [`${v.id}:1`, v]));
    for (const page of await repo.listPageSizes(variations.map((v) => v.id))) sizes.set(`${page.variation_id}:${page.number}`, page);
    return sizes;
  }

  return {
    /** The first variation of the asset's newest version, where a comment on the asset as a whole goes (MCP's comment tools); undefined before any upload. */
    async newestFirstVariation(assetId: number) {
      const version = await repo.findNewestVersion(assetId);
      const [first] = version ? await repo.listVariations(version.id) : [];
      return first;
    },

    /**
     * How many threads each brief lists (`loadOpenThreads`, as `user` sees them): the count an asset
     * list gives beside them. Of assets the caller has found `user` may see.
     */
    async countOpenThreads(user: UserRow, assetIds: number[]): Promise<Map<number, number>> {
      const sight = await memberSight(db, user.id, assetIds);
      return new Map(await Promise.all(assetIds.map(async (id) => [id, (await loadOpenThreads(db, id, sight)).threads.length] as const)));
    },

    /** What the review screen lists on the asset's newest version (`loadOpenThreads`: its variations' open threads and those it carries forward), with their replies, for whoever may read its comments. */
    async getFeedback(user: UserRow, assetId: number): Promise<Feedback> {
      const { asset } = await assets.findVisibleAsset(user, assetId);
      // What the user's review screen lists on the newest version (private stages narrow it), numbered as it numbers them.
      const { version, newest, variations, comments, threads } = await loadOpenThreads(db, asset.id, await memberSight(db, user.id, [asset.id]));
      const [people, sizes, changes] = await Promise.all([loadPeople(db, comments.map((c) => c.user_id)), pageSizesOf(variations), version ? loadVersionChanges(db, version.id) : Promise.resolve([])]);
      const authorOf = (row: CommentRow) => {
        if (row.guest_name !== null) return `${row.guest_name} (guest)`;
        const person = row.user_id === null ? undefined : people.get(row.user_id);
        return person ? fullName(person) : 'Someone';
      };
      const timelines = new Map(variations.map((v) => [v.id, readTimeline(v.video_probe)]));
      const items = threads.map(({ row: thread, number, version: of, variation, change_state }): FeedbackItem => {
        const annotation = parseAnnotation(thread.annotation);
        const size = sizes.get(`${thread.variation_id}:${thread.page}`);
        const timeline = timelines.get(thread.variation_id) ?? null;
        const onFrame = framesOfComment(thread, timeline);
        // A sound's moment has no picture: only a video's frame is cut or linked.
        const onPicture = onFrame.frame !== null && timeline?.kind === 'video';
        const page = thread.page > 1 ? `&page=${thread.page}` : '';
        // A comment on frame 0 opens there anyway: the review screen leaves frame 0 out of its URLs.
        const frame = onFrame.frame ? `&frame=${onFrame.frame}` : '';
        return {
          comment_id: thread.id,
          number,
          text: thread.content,
          author: authorOf(thread),
          version: of.number,
          variation,
          change_state,
          page: thread.page,
          box: annotation && size ? boxOf(annotation, size) : null,
          crop_url: (annotation && size) || onPicture ? `${publicUrl}/api/v1/comments/${thread.id}/crop.png` : null,
          ...onFrame,
          frame_url: !onPicture ? null : `${publicUrl}/api/v1/variations/${thread.variation_id}/frames/${onFrame.frame}.png`,
          link: `${publicUrl}/asset/${asset.id}?version=${of.id}&variation=${thread.variation_id}&comment=${thread.id}${page}${frame}`,
          replies: comments
            .filter((reply) => reply.parent_id === thread.id)
            .map((reply) => ({ comment_id: reply.id, text: reply.content, author: authorOf(reply), created_at: reply.created_at })),
        };
      });
      const first = newest[0];
      const firstChanges = changes[0];
      const probe = first ? readProbe(first.video_probe) : null;
      const video = probe ? { duration_ms: Math.round(probe.duration_ms), frame_rate: probe.frame_rate, frame_count: probe.frame_count } : null;
      const sound = first ? readAudioProbe(first.video_probe) : null;
      const audio = sound && { duration_ms: Math.round(sound.duration_ms), sample_rate: sound.sample_rate, channels: sound.channels };
      const review = (await loadReviewStates(db, [asset.id])).get(asset.id);
      const stage = review && review.stages.length > 1 ? currentStage(review) : null;
      return { asset_id: asset.id, title: asset.title, version: version?.version ?? null, version_id: version?.id ?? null, width: first?.width ?? null, height: first?.height ?? null, video, audio, stage, changes: firstChanges ? { compared_with_version: firstChanges.compared_with_version, state: firstChanges.state, regions: firstChanges.regions, changed_ratio: firstChanges.changed_ratio } : null, items };
    },

    /**
     * The crop of a marked comment, or of a comment on a video's frame: its tag (the rendering's
     * content key, or the variation and frame, and the mark: all the picture depends on) is known
     * before any image work, so a client asking again is answered with a 304 for the price of a few queries.
     */
    async findCrop(user: UserRow, commentId: number) {
      const { comment } = await comments.findVisibleComment(user, commentId);
      if (comment.frame !== null) return findFrameCrop({ ...comment, frame: comment.frame });
      const annotation = parseAnnotation(comment.annotation);
      const rendering = annotation && (await repo.findPageRendering(comment.variation_id, comment.page));
      if (!annotation || !rendering) throw notFound('comment_no_mark');
      return {
        etag: tagOf(`${rendering.preview}\n${comment.annotation}`),
        render: async () => {
          const stored = await blobs.get(rendering.preview);
          if (!stored) throw notFound('comment_design_gone');
          return renderCrop(await buffer(stored.stream), rendering, annotation);
        },
      };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
