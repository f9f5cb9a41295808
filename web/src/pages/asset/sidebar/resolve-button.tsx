import { useIntl } from 'react-intl';
import type { Comment } from '@review/contract/comments';
import { ResolveIcon } from '../../../features/comments/comment-icons.tsx';
import type { TeamWrites } from '../source/review-source.ts';

/** The check at the top right of an open thread: marks its feedback as done. */
export function ResolveButton({ team, comment }: { team: TeamWrites; comment: Comment }) {
  const intl = useIntl();
  const resolve = team.useToggleResolved(comment);
  return (
    <button
      type="button"
      aria-label={intl.formatMessage({ id: 'asset.comment.resolve' })}
      title={intl.formatMessage({ id: 'asset.comment.resolveTitle' })}
      onClick={resolve}
      className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted transition-colors hover:bg-subtle hover:text-success [&_svg]:size-[18px]"
    >
      <ResolveIcon />
    </button>
  );
}
