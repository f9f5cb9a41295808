import type { ReactNode } from 'react';
import type { Comment } from '@review/contract/comments';
import { groupReactions } from '../../../features/comments/group-reactions.ts';
import { useReviewSource, type TeamWrites } from '../source/review-source.ts';
import { CommentActions, type CommentActionsProps } from './comment-actions.tsx';
import { ReactionPopover } from './reaction-popover.tsx';
import { ReactionRow } from './reaction-row.tsx';

const ROW = '-ms-1 flex flex-wrap items-center gap-0.5';

/** A member's view of a comment's reactions, and 'Add reaction' before the actions. */
function WithReactions({ team, comment, children }: { team: TeamWrites; comment: Comment; children: ReactNode }) {
  const react = team.useReact();
  const toggle = (reaction: string) => react(comment, reaction);
  const groups = groupReactions(comment.reactions, team.user.id);
  return (
    <div className="flex flex-col gap-1.5">
      {groups.length > 0 && <ReactionRow groups={groups} onToggle={toggle} />}
      <div className={ROW}>
        <ReactionPopover onPick={toggle} />
        {children}
      </div>
    </div>
  );
}

/** Under a comment: its reactions, then one row with 'Add reaction' and the actions; the actions alone where the source has no reactions (a link's). */
export function CommentFooter(props: CommentActionsProps & { comment: Comment }) {
  const { team } = useReviewSource();
  const actions = <CommentActions {...props} />;
  if (!team) return <div className={ROW}>{actions}</div>;
  return (
    <WithReactions team={team} comment={props.comment}>
      {actions}
    </WithReactions>
  );
}
