import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
      <ReopenIcon /> <FormattedMessage id="asset.resolved.reopen" />
    </ActionButton>
  );
}

/** Who resolved the thread, when (viewer's time zone) and in which version, beside where it was reported; and Reopen. */
export function ResolvedNote({ comment }: { comment: Comment }) {
  const intl = useIntl();
  const { team } = useReviewSource();
  const who = comment.resolved_by ? `${comment.resolved_by.first_name} ${comment.resolved_by.last_name}`.trim() : intl.formatMessage({ id: 'asset.resolved.someone' });
  const whoText = (chunks: ReactNode[]) => <span className="font-medium text-fg">{chunks}</span>;
  return (
    <div className="flex items-start gap-2 rounded-md bg-subtle px-2.5 py-2 text-xs text-muted">
      <span className="mt-0.5 text-success">
        <ResolveIcon />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p>
          {comment.resolved_at ? (
            <FormattedMessage
              id="asset.resolved.byOn"
              values={{
                name: who,
                who: whoText,
                date: formatDateTime(comment.resolved_at),
                when: (chunks: ReactNode[]) => (
                  <time dateTime={comment.resolved_at ?? undefined} className="tabular">
                    {chunks}
                  </time>
                ),
              }}
            />
          ) : (
            <FormattedMessage id="asset.resolved.by" values={{ name: who, who: whoText }} />
          )}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <p className="tabular">
            <span className="whitespace-nowrap">
              <FormattedMessage id="asset.resolved.reportedIn" values={{ version: comment.version.version }} />
            </span>
            {comment.resolved_version !== null && (
              <span className="whitespace-nowrap">
                {' · '}
                <FormattedMessage id="asset.resolved.resolvedIn" values={{ version: comment.resolved_version }} />
              </span>
            )}
          </p>
          {team && <ReopenButton team={team} comment={comment} />}
        </div>
      </div>
    </div>
  );
}
