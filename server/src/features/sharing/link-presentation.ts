import type { Asset, Variation, Version } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import type { PublicAssetCard, PublicDecision, PublicReview, PublicVariation } from '@review/contract/sharing';
import { fullName } from '../auth/index.ts';
import { guestRefusal, type AssetReviewState, type StageRound } from '../reviews/index.ts';

/**
 * What a review link shows, cut from what members are given (assets' and comments' presenters, the
 * review's stages): people by name, never by e-mail address; no files, sizes or uploaders.
 */

/** The people in a discussion by name: e-mail addresses blank. */
export function withoutEmails(comment: Comment): Comment {
  return {
    ...comment,
    user: comment.user && { ...comment.user, email: '' },
    guest: comment.guest && { ...comment.guest, email: '' },
    resolved_by: comment.resolved_by && { ...comment.resolved_by, email: '' },
    replies: comment.replies.map(withoutEmails),
  };
}

/** An asset as a link's grid and next/previous show it, from the board's presentation. */
export const linkCard = (asset: Asset): PublicAssetCard => ({
  id: asset.id,
  title: asset.title,
  status: asset.status,
  thumbnail: asset.thumbnail,
  version: asset.versions[0]?.version ?? null,
  outcome: asset.review.outcome,
});

/** A variation as members get it, without what a link does not give: its file, size, uploader and counts. */
const linkVariation = (variation: Variation): PublicVariation => ({
  id: variation.id,
  label: variation.label,
  variation_name: variation.variation_name,
  preview: variation.preview,
  thumbnail: variation.thumbnail,
  width: variation.width,
  height: variation.height,
  page_count: variation.page_count,
  render_state: variation.render_state,
  pages: variation.pages,
  render_error: variation.render_error,
  media: variation.media,
  tiles: variation.tiles,
});

export const linkVersion = (version: Version) => ({ id: version.id, version: version.version, variations: version.variations.map(linkVariation) });

/** A private stage's people and decisions are its own; a link's guests see such a stage only when it takes them (as its stages view shows them). */
const guestsSee = (round: StageRound) => round.row.private === 0 || round.row.guests === 1;

/** Where an asset's newest version stands, as a review link shows it: the decisions of the stages its guests see, members and guests by name, oldest first. */
export function presentLinkReview(state: AssetReviewState): NonNullable<PublicReview['review']> {
  const seen = state.stages.filter(guestsSee);
  const members = seen.flatMap((round) =>
    round.reviewers.flatMap((reviewer): PublicDecision[] =>
      reviewer.latest ? [{ name: fullName(reviewer), guest: false, decision: reviewer.decision as PublicDecision['decision'], note: reviewer.latest.note, decided_at: reviewer.latest.created_at }] : [],
    ),
  );
  const guests = seen.flatMap((round) => round.guests.map((guest): PublicDecision => ({ name: guest.guest_name ?? '', guest: true, decision: guest.decision, note: guest.note, decided_at: guest.created_at })));
  return {
    outcome: state.outcome,
    version_id: state.newest?.id ?? null,
    decisions: [...members, ...guests].sort((a, b) => a.decided_at.localeCompare(b.decided_at)),
    guests_closed: guestRefusal(state),
  };
}
