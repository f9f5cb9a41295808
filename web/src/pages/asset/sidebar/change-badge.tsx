import clsx from 'clsx';
import type { CommentChangeState } from '@review/contract/changes';

const TEXT: Record<CommentChangeState, { label: string; title: string }> = {
  changed: { label: 'Changed here', title: 'The newest version changed something where this comment points' },
  untouched: { label: 'Untouched', title: 'The newest version changed nothing where this comment points' },
};

/** On a carried-forward open thread: whether the newest version changed the place it points at. */
export function ChangeBadge({ state }: { state: CommentChangeState }) {
  const { label, title } = TEXT[state];
  return (
    <span
      title={title}
      data-change-state={state}
      className={clsx(
        'rounded border px-1.5 py-0.5 text-xs whitespace-nowrap',
        // Neutral tones: the spec's colours are kept for statuses and markers.
        state === 'changed' ? 'border-fg/40 font-medium text-fg' : 'border-line text-muted',
      )}
    >
      {label}
    </span>
  );
}
