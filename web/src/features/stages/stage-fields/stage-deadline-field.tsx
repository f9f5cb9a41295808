import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DEADLINE_DAYS_MAX } from '@review/contract/stages';
import { TextField } from '../../../ui/field.tsx';
import { RadioSegments } from '../../../ui/radio-segments.tsx';
import type { DeadlineKind, StageDraft } from '../stage-draft.ts';
import type { MessageId } from '../../../i18n/index.ts';

const KINDS = [
  { value: 'none', id: 'review.deadline.none' },
  { value: 'date', id: 'review.deadline.day' },
  { value: 'days', id: 'review.deadline.days' },
] as const satisfies readonly { value: DeadlineKind; id: MessageId }[];

type DeadlineDraft = Pick<StageDraft, 'deadlineKind' | 'deadline' | 'deadlineDays'>;

export interface StageDeadlineFieldProps {
  value: DeadlineDraft;
  /** Offers 'A day' beside business days. */
  withDates: boolean;
  onChange: (change: Partial<DeadlineDraft>) => void;
}

/** A stage's deadline: none, a day, or a number of business days counted once the stage starts. */
export function StageDeadlineField({ value, withDates, onChange }: StageDeadlineFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  // A day belongs to one asset: a template's stages count business days only.
  const kinds = KINDS.filter((kind) => withDates || kind.value !== 'date').map((kind) => ({ value: kind.value, label: intl.formatMessage({ id: kind.id }) }));
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium">
        {intl.formatMessage({ id: 'review.deadline.label' })}
      </p>
      {/* A block around the segments keeps them their own width in this column. */}
      <div>
        <RadioSegments labelledBy={labelId} name={`${labelId}-kind`} options={kinds} value={value.deadlineKind} onChange={(deadlineKind) => onChange({ deadlineKind })} />
      </div>
      {value.deadlineKind === 'date' && <TextField label={intl.formatMessage({ id: 'review.deadline.dayLabel' })} type="date" value={value.deadline} onChange={(event) => onChange({ deadline: event.target.value })} />}
      {value.deadlineKind === 'days' && (
        <TextField
          label={intl.formatMessage({ id: 'review.deadline.daysLabel' })}
          type="number"
          inputMode="numeric"
          min={1}
          max={DEADLINE_DAYS_MAX}
          value={value.deadlineDays}
          hint={intl.formatMessage({ id: 'review.deadline.daysHint' })}
          onChange={(event) => onChange({ deadlineDays: event.target.value })}
        />
      )}
    </div>
  );
}
