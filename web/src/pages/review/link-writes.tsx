import { toast } from 'sonner';
import { FormattedMessage } from 'react-intl';
import type { Comment } from '@review/contract/comments';
import { useGuestComment } from '../../features/sharing/use-public-review.ts';
import { useDeleteGuestComment, useEditGuestComment } from '../../features/sharing/use-own-guest-comment.ts';
import type { CommentWrites, SourceWrite } from '../asset/source/review-source.ts';
import { guestErrorText } from './guest-error-text.ts';
import { GuestIdentityLine } from './guest-identity.tsx';
import { identityErrors, type GuestIdentityState } from './use-guest-identity.ts';

/** A link's mutation as the sidebar uses it: the server's refusal is said under the control. */
function toldInPlace<T>(mutation: { isPending: boolean; error: Error | null; reset: () => void }, mutate: SourceWrite<T>['mutate']): SourceWrite<T> {
  return { mutate, isPending: mutation.isPending, error: mutation.error ? guestErrorText(mutation.error) : undefined, reset: mutation.reset };
}

/**
 * The link's comment routes, under the name and address the guest gave (asked for before the first
 * comment, kept once one went through): a guest comments and replies, and edits and deletes what this
 * browser wrote. A guest mentions nobody and sends no images: the link's API takes neither.
 */
export function linkWrites(token: string, guest: GuestIdentityState): CommentWrites {
  return {
    useCreate: () => {
      const post = useGuestComment(token);
      // A reply is on its thread's page and frames: the link's route ignores the page it is given.
      return toldInPlace(post, ({ variationId, parentId, page = 1, content, frame = null, frame_end = null }, options) =>
        post.mutate(
          { ...guest.identity, variation_id: variationId, parent_id: parentId, page, content, frame, frame_end },
          {
            onSuccess: (reply) => {
              guest.remember();
              toast.success(reply.message);
              options?.onSuccess?.();
            },
          },
        ),
      );
    },
    useEdit: (comment: Comment) => {
      const edit = useEditGuestComment(token, comment.id);
      return toldInPlace(edit, ({ content }, options) => edit.mutate({ content }, options));
    },
    useDelete: (comment: Comment) => {
      const remove = useDeleteGuestComment(token, comment.id);
      // The comment leaves the list as the link's view is read again, and its controls with it: the
      // promise, unlike a call's own callbacks, still answers once they are gone.
      return toldInPlace(remove, (_none, options) =>
        remove.mutateAsync().then(
          (reply) => {
            toast.success(reply.message);
            options?.onSuccess?.();
          },
          // The refusal stays in the mutation, said under the controls.
          () => undefined,
        ),
      );
    },
    identity: {
      fields: (attempt) => (
        <>
          {guest.isAsking && <p className="text-sm text-muted">
              <FormattedMessage id="review.guest.commentIntro" />
            </p>}
          <GuestIdentityLine guest={guest} verb="commenting" errors={attempt > 0 ? identityErrors(guest.identity) : {}} attempt={attempt} />
        </>
      ),
      isComplete: () => Object.keys(identityErrors(guest.identity)).length === 0,
    },
  };
}
