import { useIntl } from 'react-intl';
import type { Comment } from '@review/contract/comments';
import { authorName, avatarName } from '../../../features/comments/author-name.ts';
import { formatDateTime } from '../../../features/comments/format-time.ts';
import { fileUrl } from '../../../lib/format.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { ChangeBadge } from './change-badge.tsx';
import { FrameBadge } from './frame-badge.tsx';
import { MarkerBadge } from './marker-badge.tsx';
import { ResolveButton } from './resolve-button.tsx';
import { useReviewContext } from './review-context.ts';
import { useReviewSource } from '../source/review-source.ts';

const TAG = 'rounded border border-line px-1.5 py-0.5 text-xs whitespace-nowrap text-muted tabular';

/**
 * Avatar, name and time of a comment; on a document its page, on a video its timecode; its marker
 * number, across variations its variation, on a thread carried forward from an earlier version that
 * version and whether the newest version changed it, and on open threads Resolve (where the actor may).
 */
export function CommentHeader({ comment }: { comment: Comment }) {
  const intl = useIntl();
  const { markerNumbers, isAllVariations, multiPageVariations, videoRates, variationId } = useReviewContext();
  const { team } = useReviewSource();
  const rate = videoRates.get(comment.variation.id);
  const name = authorName(comment);
  const marker = markerNumbers.get(comment.id);
  const isReply = comment.parent_id !== null;
  const isCarried = !isReply && !isAllVariations && variationId !== undefined && comment.variation.id !== variationId;
  return (
    <div className="flex items-start gap-2">
      <Avatar name={avatarName(comment)} src={comment.user?.avatar ? fileUrl(comment.user.avatar) : null} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span
          className="truncate text-sm font-medium"
          title={comment.guest ? intl.formatMessage({ id: 'asset.comment.throughLink' }, { guest: `${comment.guest.name} <${comment.guest.email}>` }) : undefined}
        >
          {name}
        </span>
        <time dateTime={comment.created_at} className="text-xs text-muted tabular">
          {formatDateTime(comment.created_at)}
        </time>
        {!isReply && rate && comment.frame !== null && <FrameBadge comment={comment} span={{ frame: comment.frame, frameEnd: comment.frame_end }} rate={rate} />}
      </div>
      {isCarried && <span className={TAG}>{intl.formatMessage({ id: 'asset.comment.fromVersion' }, { version: comment.version.version })}</span>}
      {!isReply && multiPageVariations.has(comment.variation.id) && <span className={TAG}>{intl.formatMessage({ id: 'asset.comment.page' }, { page: comment.page })}</span>}
      {!isReply && isAllVariations && (
        <span title={intl.formatMessage({ id: 'asset.common.variation' }, { variation: comment.variation.label })} className="rounded border border-line px-1.5 py-0.5 text-xs text-muted tabular">
          <span className="sr-only">{intl.formatMessage({ id: 'asset.comment.variationPrefix' })}</span>
          {comment.variation.label}
        </span>
      )}
      {!isReply && comment.change_state && <ChangeBadge state={comment.change_state} />}
      {marker !== undefined && <MarkerBadge comment={comment} number={marker} />}
      {team && !isReply && !comment.is_resolved && <ResolveButton team={team} comment={comment} />}
    </div>
  );
}
