import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { TEMPLATE_NAME_MAX, type StageTemplateBody } from '@review/contract/stages';
import type { ProjectPerson } from '../reviews/use-project-people.ts';
import { findDraftProblem } from '../stages/stage-draft.ts';
import { RestartField } from '../stages/stage-fields/restart-field.tsx';
import { StageList } from '../stages/stage-fields/stage-list.tsx';
import { StagesError } from '../stages/stage-fields/stages-error.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { TextField } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { templateBodyOf, type TemplateDraft } from './template-draft.ts';

export interface TemplateFormProps {
  initial: TemplateDraft;
  people: readonly ProjectPerson[];
  isPeopleReady: boolean;
  isPending: boolean;
  error: Error | null;
  onSubmit: (body: StageTemplateBody) => void;
  onCancel: () => void;
}

/** A template's name, whether new assets take it, its stages in order (without dates: they belong to one asset), and where a new version restarts. */
export function TemplateForm({ initial, people, isPeopleReady, isPending, error, onSubmit, onCancel }: TemplateFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const nameError = error instanceof ApiError ? error.errors.name : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Business days chosen but not given would be saved as no deadline: asked for here, like the asset's editor does.
    const found = findDraftProblem(draft);
    setProblem(found);
    if (!found) onSubmit(templateBodyOf(draft));
  }

  return (
    <form aria-label={intl.formatMessage({ id: 'review.templateForm.label' })} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        label={intl.formatMessage({ id: 'review.templateForm.name' })}
        required
        maxLength={TEMPLATE_NAME_MAX}
        value={draft.name}
        placeholder={intl.formatMessage({ id: 'review.templateForm.namePlaceholder' })}
        error={nameError} onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <CheckboxField label={intl.formatMessage({ id: 'review.templateForm.default' })} checked={draft.isDefault} onChange={(event) => setDraft({ ...draft, isDefault: event.target.checked })} />
      <StageList
        stages={draft.stages}
        label={intl.formatMessage({ id: 'review.templateForm.stages' })}
        people={people}
        isPeopleReady={isPeopleReady}
        withDates={false}
        noReviewersText={intl.formatMessage({ id: 'review.templateForm.noReviewers' })}
        onChange={(stages) => setDraft((current) => ({ ...current, stages }))}
      />
      <RestartField value={draft.restartFrom} onChange={(restartFrom) => setDraft((current) => ({ ...current, restartFrom }))} />
      {/* The server's error shows only while the draft passes the editor's own check, as in the asset's editor. */}
      <StagesError title={intl.formatMessage({ id: 'review.templateForm.notSaved' })} problem={problem} error={problem ? null : error} />
      <FormActions submitLabel={intl.formatMessage({ id: 'review.templateForm.save' })} pendingLabel={intl.formatMessage({ id: 'review.common.saving' })} isPending={isPending} onCancel={onCancel} />
    </form>
  );
}
