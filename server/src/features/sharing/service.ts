import type { Comment } from '@review/contract/comments';
import { REVIEW_LINK_INACTIVE, reviewPath, type GuestCommentBody, type PublicReview, type ShareLink } from '@review/contract/sharing';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { ifRefused, invalid, notFound } from '../../errors.ts';
import type { UserRow } from '../auth/repository.ts';
import { createToken } from '../auth/tokens.ts';
import { assertPageOf } from '../assets/pages.ts';
import { filePath, presentPages, presentRendering, readStatus, variationLabel } from '../assets/presenter.ts';
import { createAssetsRepository } from '../assets/repository.ts';
import type { AssetsService } from '../assets/service.ts';
import { loadComment, loadComments } from '../comments/load-comments.ts';
import { createCommentsRepository } from '../comments/repository.ts';
import { authorize } from '../projects/policy.ts';
import { createShareLinksRepository } from './repository.ts';

const LINK_NOT_FOUND = 'Review link not found.';
const now = () => new Date().toISOString();
const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);

/** What a review link shows of the people in a discussion: names, never e-mail addresses. */
function withoutEmails(comment: Comment): Comment {
  return {
    ...comment,
    user: comment.user && { ...comment.user, email: '' },
    guest: comment.guest && { ...comment.guest, email: '' },
    resolved_by: comment.resolved_by && { ...comment.resolved_by, email: '' },
    replies: comment.replies.map(withoutEmails),
  };
}

/** Review links of assets: members make and revoke them; anyone holding one views the asset and comments as a guest. */
export function createSharingService(db: Db, { assets, announce, publicUrl }: { assets: AssetsService; announce: Announce; publicUrl: string }) {
  const repo = createShareLinksRepository(db);
  const assetsRepo = createAssetsRepository(db);

  const present = (row: { id: number; token: string; created_at: string; first_name: string | null; last_name: string | null }): ShareLink => ({
    id: row.id,
    link: `${publicUrl}${reviewPath(row.token)}`,
    created_at: row.created_at,
    created_by: row.first_name === null ? null : { first_name: row.first_name, last_name: row.last_name ?? '' },
  });

  async function findSharedAsset(token: string) {
    const asset = await repo.findActiveAsset(token);
    if (!asset) throw notFound(REVIEW_LINK_INACTIVE);
    return asset;
  }

  return {
    async list(user: UserRow, assetId: number): Promise<ShareLink[]> {
      const { asset, role } = await assets.findVisibleAsset(user, assetId);
      authorize(role, 'asset.share');
      return (await repo.listActive(asset.id)).map(present);
    },

    async create(user: UserRow, assetId: number): Promise<ShareLink> {
      const { asset, role } = await assets.findVisibleAsset(user, assetId);
      authorize(role, 'asset.share');
      const token = createToken();
      const created_at = now();
      const { id } = await repo.insert({ asset_id: asset.id, token, created_by_user_id: user.id, created_at });
      return present({ id, token, created_at, first_name: user.first_name, last_name: user.last_name });
    },

    async revoke(user: UserRow, linkId: number): Promise<void> {
      const link = await repo.find(linkId);
      if (!link || link.revoked_at !== null) throw notFound(LINK_NOT_FOUND);
      const { role } = await assets.findVisibleAsset(user, link.asset_id).catch(
        ifRefused(() => {
          throw notFound(LINK_NOT_FOUND);
        }),
      );
      authorize(role, 'asset.share');
      await repo.revoke(link.id, now());
    },

    /** The asset behind a link: its versions' renderings and its discussion. */
    async view(token: string): Promise<PublicReview> {
      const asset = await findSharedAsset(token);
      const versions = await assetsRepo.listVersions([asset.id]);
      const variations = await assetsRepo.listVariations(versions.map((version) => version.id));
      const laterPages = await assetsRepo.listPages(variations.filter((variation) => variation.page_count > 1).map((variation) => variation.id));
      const comments = (await loadComments(db, await createCommentsRepository(db).listByAsset(asset.id))).filter((comment) => comment.parent_id === null);
      return {
        project_name: asset.project_name,
        asset: { id: asset.id, title: asset.title, status: readStatus(asset.status) },
        versions: versions.map((version) => ({
          id: version.id,
          version: version.version,
          variations: variations
            .filter((variation) => variation.version_id === version.id)
            .map((variation) => ({
              id: variation.id,
              label: variationLabel(version.version, variation.letter_index),
              variation_name: variation.variation_name,
              preview: filePath(variation.preview),
              thumbnail: filePath(variation.thumbnail),
              width: variation.width,
              height: variation.height,
              ...presentRendering(variation),
              pages: presentPages(
                variation,
                laterPages.filter((page) => page.variation_id === variation.id),
              ),
            })),
        })),
        comments: comments.map(withoutEmails),
      };
    },

    /** A guest's comment or reply, under the name and address they gave; announced, so the people concerned are told. */
    async comment(token: string, body: GuestCommentBody): Promise<Comment> {
      const asset = await findSharedAsset(token);
      const variation = await assetsRepo.findVariation(body.variation_id);
      const version = variation && (await assetsRepo.findVersion(variation.version_id));
      if (!variation || version?.asset_id !== asset.id) throw invalid('This design is not part of the shared asset.', { variation_id: 'Unknown design.' });
      const comments = createCommentsRepository(db);
      let parent = body.parent_id ? await comments.find(body.parent_id) : undefined;
      if (body.parent_id && (!parent || parent.asset_id !== asset.id)) throw invalid('The comment you reply to does not exist on this asset.', { parent_id: 'Unknown comment.' });
      // Replies stay one level deep, as members' do.
      if (parent && parent.parent_id !== null) parent = await comments.find(parent.parent_id);
      const page = parent ? parent.page : assertPageOf(variation, body.page);

      const created = await db.transaction().execute(async (trx) => {
        const at = now();
        const row = await createCommentsRepository(trx).insert({
          asset_id: asset.id,
          variation_id: variation.id,
          parent_id: parent?.id ?? null,
          user_id: null,
          guest_name: body.name,
          guest_email: body.email,
          share_link_id: asset.share_link_id,
          content: body.content,
          annotation: null,
          mentions: '[]',
          page,
          created_at: at,
        });
        const said = `"${excerpt(body.content)}"`;
        await createAssetsRepository(trx).insertHistory({
          asset_id: asset.id,
          user_id: null,
          guest_name: body.name,
          action: parent ? 'replied' : 'commented',
          text: parent ? 'replied to a comment' : `commented on ${asset.title}: ${said}`,
          reply: parent ? body.content : null,
          replied_to: parent ? parent.content : null,
          created_at: at,
        });
        await announce(trx, { type: 'comment.created', comment_id: row.id });
        await createAssetsRepository(trx).updateAsset(asset.id, { updated_at: at });
        return row;
      });
      return withoutEmails(await loadComment(db, created));
    },

    /** Whether `key` is a file the holder of this link may load (renderings of the asset, attachments of its comments). */
    async guestMayRead(token: string, key: string): Promise<boolean> {
      const asset = await repo.findActiveAsset(token);
      return Boolean(asset) && (await repo.assetHoldsBlob(asset!.id, key));
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
