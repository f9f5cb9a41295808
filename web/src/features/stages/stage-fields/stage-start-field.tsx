import { useIntl } from 'react-intl';
import { STAGE_STARTS, type StageStart } from '@review/contract/stages';
import { TextField } from '../../../ui/field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import type { StageDraft } from '../stage-draft.ts';
import { START_LABELS } from '../stage-labels.ts';

type StartDraft = Pick<StageDraft, 'start' | 'startAt'>;

/** The starts that wait for a previous stage, which the first step has not. */
const WAITS = new Set<StageStart>(['previous_approved', 'previous_decided']);

export interface StageStartFieldProps {
  value: StartDraft;
  /** A stage of the first step has no previous stage to wait for. */
  isFirstStep: boolean;
  /** Offers 'At a set time': a time belongs to one asset, so a template leaves it out. */
  withDates: boolean;
  onChange: (change: Partial<StartDraft>) => void;
}

/** When a stage starts, with the time when it starts at a set one. */
export function StageStartField({ value, isFirstStep, withDates, onChange }: StageStartFieldProps) {
  const intl = useIntl();
  const starts = STAGE_STARTS.filter((start) => !(isFirstStep && WAITS.has(start)) && (withDates || start !== 'at'));
  return (
    <div className="flex flex-col gap-2">
      <SelectField label={intl.formatMessage({ id: 'review.stageFields.starts' })} value={value.start} onChange={(event) => onChange({ start: event.target.value as StageStart })}>
        {starts.map((start) => (
          <option key={start} value={start}>
            {START_LABELS[start]}
          </option>
        ))}
      </SelectField>
      {withDates && value.start === 'at' && <TextField label={intl.formatMessage({ id: 'review.stageFields.startTime' })} type="datetime-local" value={value.startAt} onChange={(event) => onChange({ startAt: event.target.value })} />}
    </div>
  );
}
