import type { ReactNode } from 'react';
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
function firstStep(variation: ScreenVariation | undefined, canDraw: boolean) {
  if (!canDraw) return `No comments on this ${mediaNoun(variation?.media.kind)} yet.`;
  if (variation?.media.kind === 'audio') return 'No comments yet — drag across the waveform or add a comment';
  if (variation?.media.kind === 'banner') return 'No comments yet — add a comment';
  return 'No comments yet — draw on the image or add a comment';
}

const EMPTY: Record<Exclude<ChangeFilter, 'all'>, string> = {
  changed: 'No open comment is where the newest version changed',
  untouched: 'Every open comment is where the newest version changed',
};

/** With nothing open, resolved threads are not 'no comments': say how many, and show them on request. */
function AllResolved({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span>No open comments — {count} resolved.</span>
      <button type="button" onClick={onShow} className="font-medium text-accent-text underline-offset-2 hover:underline">
        View resolved
      </button>
    </span>
  );
}

/** Open threads, oldest first, under the scope (and the filter by change, once there is one), with the way to add a comment. */
export function CommentsTab({ threads, resolved, variation, scope, change, action, footer }: CommentsTabProps) {
  const { can } = useReviewSource();
  const filter = change?.filter ?? 'all';
  const empty = filter !== 'all' ? EMPTY[filter] : resolved && resolved.count > 0 ? <AllResolved {...resolved} /> : firstStep(variation, can.draw);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {action ?? <span />}
        <ThreadScope {...scope} />
      </div>
      {change && <ChangeScope value={change.filter} onChange={change.onFilterChange} />}
      <ThreadList threads={threads} label="Open comments" empty={empty} />
      {footer}
    </div>
  );
}
