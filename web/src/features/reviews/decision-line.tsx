import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Decision } from '@review/contract/reviews';
import { formatDateTime } from '../comments/format-time.ts';
import { DecisionMark } from './decision-mark.tsx';

export interface DecisionLineProps {
  name: string;
  isGuest: boolean;
  decision: Decision;
  note: string | null;
  decidedAt: string;
  /** After the verb, e.g. the stage it was made in. */
  where?: ReactNode;
}

/** One decision as a list item: who (a guest said so), what, their note and when; the same on the review screen and a review link. */
export function DecisionLine({ name, isGuest, decision, note, decidedAt, where }: DecisionLineProps) {
  return (
    <li className="flex gap-2 text-sm">
      <DecisionMark decision={decision} className="mt-0.5" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="break-words">
          <FormattedMessage
            id="review.decisionLine.text"
            values={{
              name: <span className="font-medium">{name}</span>,
              guest: isGuest ? 'yes' : 'no',
              decision,
              where: where ?? '',
              muted: (chunks) => <span className="text-muted">{chunks}</span>,
            }}
          />
        </p>
        {note && <p className="break-words whitespace-pre-wrap text-muted">“{note}”</p>}
        <time dateTime={decidedAt} className="text-xs text-muted tabular">
          {formatDateTime(decidedAt)}
        </time>
      </div>
    </li>
  );
}
