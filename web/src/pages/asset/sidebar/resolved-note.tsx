import type { Comment } from '@review/contract/comments';
import { formatDateTime } from '../../../features/comments/format-time.ts';
import { ReopenIcon, ResolveIcon } from '../../../features/comments/comment-icons.tsx';
import { ActionButton } from './action-button.tsx';
import { useReviewSource, type TeamWrites } from '../source/review-source.ts';

/** Reopen, for a member (a link's API cannot). */
function ReopenButton({ team, comment }: { team: TeamWrites; comment: Comment }) {
  const reopen = team.useToggleResolved(comment);
  return (
    <ActionButton className="-ms-2 shrink-0" onClick={reopen}>
      <ReopenIcon /> Reopen
    </ActionButton>
  );
}

/** Who resolved the thread, when (viewer's time zone) and in which version, beside where it was reported; and Reopen. */
export function ResolvedNote({ comment }: { comment: Comment }) {
  const { team } = useReviewSource();
  const who = comment.resolved_by ? `${comment.resolved_by.first_name} ${comment.resolved_by.last_name}`.trim() : 'someone';
  return (
    <div className="flex items-start gap-2 rounded-md bg-subtle px-2.5 py-2 text-xs text-muted">
      <span className="mt-0.5 text-success">
        <ResolveIcon />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p>
          Resolved by <span className="font-medium text-fg">{who}</span>
          {comment.resolved_at && (
            <>
              {' '}
              on{' '}
              <time dateTime={comment.resolved_at} className="tabular">
                {formatDateTime(comment.resolved_at)}
              </time>
            </>
          )}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <p className="tabular">
            <span className="whitespace-nowrap">Reported in version {comment.version.version}</span>
            {comment.resolved_version !== null && <span className="whitespace-nowrap"> · resolved in version {comment.resolved_version}</span>}
          </p>
          {team && <ReopenButton team={team} comment={comment} />}
        </div>
      </div>
    </div>
  );
}
