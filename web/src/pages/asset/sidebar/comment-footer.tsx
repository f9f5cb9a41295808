import type { Comment } from '@review/contract/comments';
import { groupReactions } from '../../../features/comments/group-reactions.ts';
import { useReactToComment } from '../../../features/comments/use-react-to-comment.ts';
import { CommentActions, type CommentActionsProps } from './comment-actions.tsx';
import { ReactionPopover } from './reaction-popover.tsx';
import { ReactionRow } from './reaction-row.tsx';
import { useReviewContext } from './review-context.ts';

/** Under a comment: its reactions, then one row with 'Add reaction' and the actions. */
export function CommentFooter(props: CommentActionsProps & { comment: Comment }) {
  const { asset, user } = useReviewContext();
  const react = useReactToComment(asset.id);
  const toggle = (reaction: string) => react.mutate({ commentId: props.comment.id, reaction, user });
  const groups = groupReactions(props.comment.reactions, user.id);
  return (
    <div className="flex flex-col gap-1.5">
      {groups.length > 0 && <ReactionRow groups={groups} onToggle={toggle} />}
      <div className="-ml-1 flex flex-wrap items-center gap-0.5">
        <ReactionPopover onPick={toggle} />
        <CommentActions {...props} />
      </div>
    </div>
  );
}
