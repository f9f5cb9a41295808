import type { Comment } from '@review/contract/comments';
import type { User } from '@review/contract/user';
import { useCreateComment } from '../../../features/comments/use-create-comment.ts';
import { useDeleteComment } from '../../../features/comments/use-delete-comment.ts';
import { useReactToComment } from '../../../features/comments/use-react-to-comment.ts';
import { useToggleResolved } from '../../../features/comments/use-toggle-resolved.ts';
import { useUpdateComment } from '../../../features/comments/use-update-comment.ts';
import type { ScreenAsset } from './screen-asset.ts';
import type { CommentWrites, SourceWrite, TeamWrites } from './review-source.ts';

/** A member's mutation as the sidebar uses it: its failure is the toast `useCommentMutation` shows. */
function toldByToast<T>(mutation: { isPending: boolean; reset: () => void }, mutate: SourceWrite<T>['mutate']): SourceWrite<T> {
  return { mutate, isPending: mutation.isPending, error: undefined, reset: mutation.reset };
}

/** The members' comment routes (`/comments`, `/comments-react`, `/comments-resolve`) for one asset. */
export function memberWrites(asset: ScreenAsset, user: User): { writes: CommentWrites; team: TeamWrites } {
  return {
    writes: {
      useCreate: () => {
        const create = useCreateComment(asset.id);
        return toldByToast(create, (comment, options) => create.mutate(comment, options));
      },
      useEdit: (comment: Comment) => {
        const update = useUpdateComment(asset.id);
        return toldByToast(update, (change, options) => update.mutate({ id: comment.id, change }, options));
      },
      useDelete: (comment: Comment) => {
        const remove = useDeleteComment(asset.id);
        return toldByToast(remove, (_none, options) => remove.mutate(comment.id, options));
      },
    },
    team: {
      user,
      useReact: () => {
        const react = useReactToComment(asset.id);
        return (comment, reaction) => react.mutate({ commentId: comment.id, reaction, user });
      },
      useToggleResolved: (comment: Comment) => {
        const toggle = useToggleResolved(asset.id);
        return () => toggle.mutate({ comment, user, latestVersion: asset.versions[0]?.version ?? comment.version.version });
      },
      useRemoveAttachment: (comment: Comment) => {
        const update = useUpdateComment(asset.id);
        return toldByToast(update, (path, options) => update.mutate({ id: comment.id, change: { remove_attachment: path } }, options));
      },
    },
  };
}
