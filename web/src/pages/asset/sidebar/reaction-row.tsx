import clsx from 'clsx';
import type { Comment } from '@review/contract/comments';
import { groupReactions } from '../../../features/comments/group-reactions.ts';
import { useReactToComment } from '../../../features/comments/use-react-to-comment.ts';
import { ReactionPopover } from './reaction-popover.tsx';
import { useReviewContext } from './review-context.ts';

/** Reactions grouped by emoji with their counts and who gave them; a click gives or takes back one's own. */
export function ReactionRow({ comment }: { comment: Comment }) {
  const { asset, user } = useReviewContext();
  const react = useReactToComment(asset.id);
  const toggle = (reaction: string) => react.mutate({ commentId: comment.id, reaction, user });
  const groups = groupReactions(comment.reactions, user.id);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {groups.map((group) => {
        const who = group.names.join(', ');
        return (
          <button
            key={group.emoji}
            type="button"
            aria-pressed={group.isMine}
            aria-label={`${group.emoji} ${group.count}, from ${who}`}
            title={`${who} (${group.isMine ? 'click to take yours back' : 'click to add yours'})`}
            onClick={() => toggle(group.emoji)}
            className={clsx(
              'inline-flex h-7 items-center gap-1 rounded-full border px-2 text-sm transition-colors',
              group.isMine ? 'border-accent bg-accent-soft text-accent-text' : 'border-line bg-subtle text-fg hover:border-muted/60',
            )}
          >
            <span aria-hidden="true">{group.emoji}</span>
            <span aria-hidden="true" className="text-xs font-medium tabular">
              {group.count}
            </span>
          </button>
        );
      })}
      <ReactionPopover onPick={toggle} />
    </div>
  );
}
