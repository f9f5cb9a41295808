import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { STAGES_MAX } from '@review/contract/stages';
import type { ProjectPerson } from '../../reviews/use-project-people.ts';
import { Button } from '../../../ui/button.tsx';
import { PlusIcon } from '../../../ui/icons.tsx';
import { addStage, isInFirstStep, moveStage, removeStage, updateStage } from '../stage-draft-edits.ts';
import type { StageDraft } from '../stage-draft.ts';
import { StageFields } from './stage-fields.tsx';

export interface StageListProps {
  stages: StageDraft[];
  /** Names the list for screen readers, e.g. 'Stages to save'. */
  label: string;
  people: readonly ProjectPerson[];
  isPeopleReady: boolean;
  /** See StageFields: an asset's stages have dates, a template's do not. */
  withDates: boolean;
  noReviewersText?: string;
  onChange: (stages: StageDraft[]) => void;
}

/** The stages in order, each with its fields, and Add a stage; the edits keep the list one the server takes (stage-draft-edits). */
export function StageList({ stages, label, people, isPeopleReady, withDates, noReviewersText, onChange }: StageListProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  /** A move or removal renumbers the stages and may take the focused button away: the focus follows to the first of these buttons that is there and enabled. */
  function focusNext(labels: string[]) {
    requestAnimationFrame(() => {
      const buttons = labels.map((name) => listRef.current?.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`));
      (buttons.find((button) => button && !button.disabled) ?? addRef.current)?.focus();
    });
  }

  function handleMove(index: number, by: -1 | 1) {
    onChange(moveStage(stages, index, by));
    const number = index + by + 1;
    const up = intl.formatMessage({ id: 'review.stageOrder.up' }, { number });
    const down = intl.formatMessage({ id: 'review.stageOrder.down' }, { number });
    focusNext(by < 0 ? [up, down] : [down, up]);
  }

  function handleAdd() {
    onChange(addStage(stages));
    // The new stage's name comes first: it is what the manager fills in next.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>(':scope > li:last-child input')?.focus());
  }

  function handleRemove(index: number) {
    onChange(removeStage(stages, index));
    focusNext([intl.formatMessage({ id: 'review.stageOrder.remove' }, { number: Math.min(index + 1, stages.length - 1) })]);
  }

  return (
    <>
      <ol ref={listRef} aria-label={label} className="flex flex-col gap-3">
        {stages.map((stage, index) => (
          <li key={stage.key}>
            <StageFields
              stage={stage}
              index={index}
              count={stages.length}
              isFirstStep={isInFirstStep(stages, index)}
              people={people}
              isPeopleReady={isPeopleReady}
              withDates={withDates}
              noReviewersText={noReviewersText}
              onChange={(change) => onChange(updateStage(stages, index, change))}
              onMove={(by) => handleMove(index, by)}
              onRemove={() => handleRemove(index)}
            />
          </li>
        ))}
      </ol>
      <Button ref={addRef} variant="secondary" size="sm" className="self-start" disabled={stages.length >= STAGES_MAX} onClick={handleAdd}>
        <PlusIcon />
        <FormattedMessage id="review.stageList.add" />
      </Button>
    </>
  );
}
