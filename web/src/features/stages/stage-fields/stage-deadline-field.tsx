import { useId } from 'react';
import { DEADLINE_DAYS_MAX } from '@review/contract/stages';
import { TextField } from '../../../ui/field.tsx';
import { RadioSegments } from '../../../ui/radio-segments.tsx';
import type { DeadlineKind, StageDraft } from '../stage-draft.ts';

const KINDS: { value: DeadlineKind; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'date', label: 'A day' },
  { value: 'days', label: 'Business days' },
];

/** A day belongs to one asset: a template's stages count business days only. */
const UNDATED_KINDS = KINDS.filter((kind) => kind.value !== 'date');

type DeadlineDraft = Pick<StageDraft, 'deadlineKind' | 'deadline' | 'deadlineDays'>;

export interface StageDeadlineFieldProps {
  value: DeadlineDraft;
  /** Offers 'A day' beside business days. */
  withDates: boolean;
  onChange: (change: Partial<DeadlineDraft>) => void;
}

/** A stage's deadline: none, a day, or a number of business days counted once the stage starts. */
export function StageDeadlineField({ value, withDates, onChange }: StageDeadlineFieldProps) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium">
        Deadline
      </p>
      {/* A block around the segments keeps them their own width in this column. */}
      <div>
        <RadioSegments labelledBy={labelId} name={`${labelId}-kind`} options={withDates ? KINDS : UNDATED_KINDS} value={value.deadlineKind} onChange={(deadlineKind) => onChange({ deadlineKind })} />
      </div>
      {value.deadlineKind === 'date' && <TextField label="Deadline day" type="date" value={value.deadline} onChange={(event) => onChange({ deadline: event.target.value })} />}
      {value.deadlineKind === 'days' && (
        <TextField
          label="Business days after it starts"
          type="number"
          inputMode="numeric"
          min={1}
          max={DEADLINE_DAYS_MAX}
          value={value.deadlineDays}
          hint="Monday to Friday, counted from the day the stage starts."
          onChange={(event) => onChange({ deadlineDays: event.target.value })}
        />
      )}
    </div>
  );
}
