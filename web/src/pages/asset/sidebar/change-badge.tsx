import { useIntl } from 'react-intl';
import clsx from 'clsx';
import type { MessageId } from '../../../i18n/index.ts';
import type { CommentChangeState } from '@review/contract/changes';

const TEXT = {
  changed: { label: 'asset.change.changed', title: 'asset.change.changedTitle' },
  untouched: { label: 'asset.change.untouched', title: 'asset.change.untouchedTitle' },
} satisfies Record<CommentChangeState, { label: MessageId; title: MessageId }>;

/** On a carried-forward open thread: whether the newest version changed the place it points at. */
export function ChangeBadge({ state }: { state: CommentChangeState }) {
  const intl = useIntl();
  const { label, title } = TEXT[state];
  return (
    <span
      title={intl.formatMessage({ id: title })}
      data-change-state={state}
      className={clsx(
        'rounded border px-1.5 py-0.5 text-xs whitespace-nowrap',
        // Neutral tones: the spec's colours are kept for statuses and markers.
        state === 'changed' ? 'border-fg/40 font-medium text-fg' : 'border-line text-muted',
      )}
    >
      {intl.formatMessage({ id: label })}
    </span>
  );
}
