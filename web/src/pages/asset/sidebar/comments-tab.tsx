import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/index.ts';
import type { Comment } from '@review/contract/comments';
import { mediaNoun } from '../../../features/sharing/media-noun.ts';
import { useReviewSource } from '../source/review-source.ts';
import type { ScreenVariation } from '../source/screen-asset.ts';
import type { ChangeFilter } from './change-filter.ts';
import { ChangeScope } from './change-scope.tsx';
import { ThreadList } from './thread-list.tsx';
import { ThreadScope, type ThreadScopeProps } from './thread-scope.tsx';

export interface CommentsTabProps {
  threads: readonly Comment[];
  variation: ScreenVariation | undefined;
  scope: ThreadScopeProps;
  /** How many threads the Resolved tab lists, and opening it: said when no open thread is left (where there is such a tab). */
  resolved?: { count: number; onShow: () => void };
  /** The filter by change, once some carried-forward thread is marked Changed here or Untouched. */
  change?: { filter: ChangeFilter; onFilterChange: (filter: ChangeFilter) => void } | undefined;
  /** Beside the scope, above the threads: the members' 'Add a comment'. */
  action?: ReactNode;
  /** Under the threads: a link's comment form. */
  footer?: ReactNode;
}

/** What to do first, by what the design is and what the actor may do: a sound and a banner have no picture to draw on. */
function firstStep(intl: IntlShape, variation: ScreenVariation | undefined, canDraw: boolean) {
  if (!canDraw) return intl.formatMessage({ id: 'asset.comments.noneOn' }, { noun: mediaNoun(variation?.media.kind) });
  if (variation?.media.kind === 'audio') return intl.formatMessage({ id: 'asset.comments.firstAudio' });
  if (variation?.media.kind === 'banner') return intl.formatMessage({ id: 'asset.comments.firstBanner' });
  return intl.formatMessage({ id: 'asset.comments.firstImage' });
}

const EMPTY = {
  changed: 'asset.comments.noneChanged',
  untouched: 'asset.comments.noneUntouched',
} satisfies Record<Exclude<ChangeFilter, 'all'>, MessageId>;

/** With nothing open, resolved threads are not 'no comments': say how many, and show them on request. */
function AllResolved({ count, onShow }: { count: number; onShow: () => void }) {
  const intl = useIntl();
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span>{intl.formatMessage({ id: 'asset.comments.allResolved' }, { count })}</span>
      <button type="button" onClick={onShow} className="font-medium text-accent-text underline-offset-2 hover:underline">
        {intl.formatMessage({ id: 'asset.comments.viewResolved' })}
      </button>
    </span>
  );
}

/** Open threads, oldest first, under the scope (and the filter by change, once there is one), with the way to add a comment. */
export function CommentsTab({ threads, resolved, variation, scope, change, action, footer }: CommentsTabProps) {
  const intl = useIntl();
  const { can } = useReviewSource();
  const filter = change?.filter ?? 'all';
  const empty = filter !== 'all' ? intl.formatMessage({ id: EMPTY[filter] }) : resolved && resolved.count > 0 ? <AllResolved {...resolved} /> : firstStep(intl, variation, can.draw);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {action ?? <span />}
        <ThreadScope {...scope} />
      </div>
      {change && <ChangeScope value={change.filter} onChange={change.onFilterChange} />}
      <ThreadList threads={threads} label={intl.formatMessage({ id: 'asset.comments.open' })} empty={empty} />
      {footer}
    </div>
  );
}
