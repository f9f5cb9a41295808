import { toast } from 'sonner';
import type { Comment } from '@review/contract/comments';
import type { PublicReview } from '@review/contract/sharing';
import { useGuestAnnotation } from '../../features/sharing/use-public-review.ts';
import { useLinkChanges } from '../../features/sharing/use-link-review-reads.ts';
import { describeError } from '../../lib/api-error.ts';
import type { ReviewSource } from '../asset/source/review-source.ts';
import type { ScreenAsset } from '../asset/source/screen-asset.ts';
import { DrawingIdentity } from './drawing-identity.tsx';
import { linkWrites } from './link-writes.tsx';
import { identityErrors, type GuestIdentityState } from './use-guest-identity.ts';

/** The link's asset as the review screen shows it: each variation knows its version, as a member's does. */
export function screenAssetOf(review: PublicReview, asset: NonNullable<PublicReview['asset']>): ScreenAsset {
  return {
    id: asset.id,
    title: asset.title,
    versions: review.versions.map((version) => ({ ...version, variations: version.variations.map((variation) => ({ ...variation, version: version.version })) })),
  };
}

const resolvesNothing = () => () => undefined;

export interface LinkSourceOptions {
  token: string;
  /** The `?asset=` the review was asked with (null for an asset link): the cache entry a drawn mark joins. */
  queriedAssetId: number | null;
  review: PublicReview;
  guest: GuestIdentityState;
}

/**
 * The review screen of a link's guest: the link's API, under the guest's name and address, with what
 * the link's switches allow (drawing) and what this browser wrote (editing, deleting), reading what
 * changed through the link and the renderings only. No reactions, resolving or images (`team`): the
 * link's API has none.
 */
export function useLinkSource({ token, queriedAssetId, review, guest }: LinkSourceOptions): ReviewSource {
  const annotate = useGuestAnnotation(token, queriedAssetId);
  // What this browser wrote through the link: only that may a guest change.
  const isOwn = (comment: Comment) => review.own_comment_ids.includes(comment.id);
  return {
    fileQuery: `?review=${encodeURIComponent(token)}`,
    // The link's view holds its comments; the page says when it cannot be read.
    comments: { data: review.comments, error: null, refetch: () => undefined },
    can: { draw: review.allow_annotations, resolve: false, edit: isOwn, delete: isOwn },
    namesAsset: true,
    marks: {
      // A guest mentions nobody: the form offers no one to mention.
      send: ({ mentions: _mentions, ...body }) =>
        annotate.mutateAsync({ ...body, ...guest.identity }).then((reply) => {
          guest.remember();
          toast.success(reply.message);
          return reply.data;
        }),
      isSending: annotate.isPending,
      error: annotate.error ? describeError(annotate.error) : undefined,
      reset: annotate.reset,
      draftOwner: `link-${token}`,
      people: [],
      identity: {
        fields: (attempt) => <DrawingIdentity identity={guest.identity} onIdentityChange={guest.setIdentity} errors={attempt > 0 ? identityErrors(guest.identity) : {}} attempt={attempt} />,
        isComplete: () => Object.keys(identityErrors(guest.identity)).length === 0,
      },
    },
    writes: linkWrites(token, guest),
    team: null,
    render: null,
    useChanges: (variationId, isEnabled) => useLinkChanges(token, variationId, isEnabled),
    useResolveSelected: resolvesNothing,
  };
}
