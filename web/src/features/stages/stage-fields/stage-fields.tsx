import { FormattedMessage, useIntl } from 'react-intl';
import { STAGE_NAME_MAX } from '@review/contract/stages';
import { ReviewersField } from '../../reviews/reviewers-field.tsx';
import { RuleField } from '../../reviews/rule-field.tsx';
import type { ProjectPerson } from '../../reviews/use-project-people.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { TextField } from '../../../ui/field.tsx';
import type { StageDraft } from '../stage-draft.ts';
import { StageDeadlineField } from './stage-deadline-field.tsx';
import { StageOrderButtons } from './stage-order-buttons.tsx';
import { StageStartField } from './stage-start-field.tsx';

export interface StageFieldsProps {
  stage: StageDraft;
  /** 0-based place in the list; the legend and the buttons' names count from 1. */
  index: number;
  count: number;
  isFirstStep: boolean;
  people: readonly ProjectPerson[];
  isPeopleReady: boolean;
  /** An asset's stages may start at a set time and be due on a day; a template's have no dates, which belong to one asset. */
  withDates: boolean;
  /** Said while the stage has no reviewer (ReviewersField's own sentence when not given). */
  noReviewersText?: string;
  onChange: (change: Partial<StageDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** Everything about one stage, as one group named 'Stage N': shared by the asset's stages editor and the project's templates editor. */
export function StageFields({ stage, index, count, isFirstStep, people, isPeopleReady, withDates, noReviewersText, onChange, onMove, onRemove }: StageFieldsProps) {
  const intl = useIntl();
  const number = index + 1;
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">
        <FormattedMessage id="review.stageFields.legend" values={{ number }} />
      </legend>
      <div className="flex items-end gap-1">
        <TextField
          label={intl.formatMessage({ id: 'review.stageFields.name' })}
          className="flex-1"
          required
          maxLength={STAGE_NAME_MAX}
          value={stage.name}
          placeholder={intl.formatMessage({ id: 'review.stageFields.namePlaceholder' })}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <StageOrderButtons index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
      {index > 0 && <CheckboxField label={intl.formatMessage({ id: 'review.stageFields.parallel' })} checked={stage.isParallel} onChange={(event) => onChange({ isParallel: event.target.checked })} />}
      <ReviewersField reviewers={stage.reviewers} people={people} isReady={isPeopleReady} listLabel={intl.formatMessage({ id: 'review.stageFields.reviewers' }, { number })} emptyText={noReviewersText} onChange={(reviewers) => onChange({ reviewers })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <RuleField value={stage.rule} onChange={(rule) => onChange({ rule })} hint={intl.formatMessage({ id: 'review.stageFields.ruleHint' })} />
        {stage.isParallel ? (
          // Stages side by side start together: the first of the step sets when.
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">
              <FormattedMessage id="review.stageFields.starts" />
            </p>
            <p className="py-2 text-muted">
              <FormattedMessage id="review.stageFields.withBefore" />
            </p>
          </div>
        ) : (
          <StageStartField value={stage} isFirstStep={isFirstStep} withDates={withDates} onChange={onChange} />
        )}
      </div>
      <StageDeadlineField value={stage} withDates={withDates} onChange={onChange} />
      <div className="flex flex-col gap-2">
        <CheckboxField label={intl.formatMessage({ id: 'review.stageFields.lock' })} checked={stage.lock} onChange={(event) => onChange({ lock: event.target.checked })} />
        <CheckboxField label={intl.formatMessage({ id: 'review.stageFields.private' })} checked={stage.private} onChange={(event) => onChange({ private: event.target.checked })} />
        {count > 1 ? (
          <CheckboxField label={intl.formatMessage({ id: 'review.stageFields.guests' })} checked={stage.guests} onChange={(event) => onChange({ guests: event.target.checked })} />
        ) : (
          // The server lets a review link's guests decide in a review's only stage, whatever its switch (reviews/decision-rule.ts).
          <p className="text-sm text-muted">
            <FormattedMessage id="review.stageFields.guestsOnly" />
          </p>
        )}
      </div>
    </fieldset>
  );
}
