import { useIntl } from 'react-intl';
import type { HistoryEntry } from '@review/contract/history';
import { formatDateTime } from '../../../features/comments/format-time.ts';
import { Avatar } from '../../../ui/avatar.tsx';

/** History actions written when a review's outcome moved the asset (server features/reviews). */
const isReviewOutcome = (action: string) => action === 'review_approved' || action === 'review_changes_requested' || action === 'review_reopened';

/** One entry: who, the sentence, for replies the reply and what it answered, and when. */
export function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const intl = useIntl();
  const name = entry.user
    ? `${entry.user.first_name} ${entry.user.last_name}`.trim()
    : entry.guest
      ? intl.formatMessage({ id: 'asset.people.guest' }, { name: entry.guest.name })
      : intl.formatMessage({ id: 'asset.people.formerMember' });
  const { text, reply, replied_to: repliedTo } = entry.message;
  return (
    <li className="flex gap-2 border-b border-line py-3 first:pt-0 last:border-b-0">
      <Avatar name={entry.guest?.name ?? name} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {isReviewOutcome(entry.action) ? (
          // The outcome is the review's, not a person's act: said as it is, with whose decision settled it.
          <p className="text-sm break-words">
            <span className="font-medium">{text}</span> <span className="text-muted">{intl.formatMessage({ id: 'asset.history.afterDecision' }, { name })}</span>
          </p>
        ) : (
          <p className="text-sm break-words">
            <span className="font-medium">{name}</span> {text}
          </p>
        )}
        {reply !== undefined && (
          <blockquote className="rounded-md bg-subtle px-2 py-1.5 text-xs">
            <p className="break-words whitespace-pre-wrap">{intl.formatMessage({ id: 'asset.common.quoted' }, { text: reply })}</p>
            {repliedTo !== undefined && <p className="mt-1 break-words text-muted">{intl.formatMessage({ id: 'asset.history.inReplyTo' }, { text: repliedTo })}</p>}
          </blockquote>
        )}
        <time dateTime={entry.created_at} className="text-xs text-muted tabular">
          {formatDateTime(entry.created_at)}
        </time>
      </div>
    </li>
  );
}
