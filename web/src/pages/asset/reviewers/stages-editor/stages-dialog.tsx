import { useState, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { StageListReply, UpdateStagesBody } from '@review/contract/stages';
import { useProjectPeople } from '../../../../features/reviews/use-project-people.ts';
import { bodyOfStages, draftOfStages, findDraftProblem, type StagesDraft } from '../../../../features/stages/stage-draft.ts';
import { RestartField } from '../../../../features/stages/stage-fields/restart-field.tsx';
import { StageList } from '../../../../features/stages/stage-fields/stage-list.tsx';
import { StagesError } from '../../../../features/stages/stage-fields/stages-error.tsx';
import { useUpdateStages } from '../../../../features/stages/use-update-stages.ts';
import { Dialog } from '../../../../ui/dialog.tsx';
import { FormActions } from '../../../../ui/form-actions.tsx';
import { TemplatePicker } from './template-picker.tsx';

export interface StagesDialogProps {
  assetId: number;
  projectId: number;
  /** The stages as the panel shows them; the draft starts from them and ignores later refreshes. */
  list: StageListReply;
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** A manager's editor of the asset's stages, in order, saved together as the whole list; or a project template copied at once. */
export function StagesDialog({ assetId, projectId, list, returnFocusTo, onClose }: StagesDialogProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<StagesDraft>(() => draftOfStages(list));
  const [problem, setProblem] = useState<string | null>(null);
  const { people, isReady } = useProjectPeople(projectId);
  const update = useUpdateStages(assetId);

  function send(body: UpdateStagesBody, onSaved: (reply: StageListReply) => void) {
    setProblem(null);
    update.mutate(body, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onSaved(reply);
      },
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = findDraftProblem(draft);
    if (found) setProblem(found);
    else send(bodyOfStages(draft), onClose);
  }

  // The template's stages are saved already; they come back into the draft to be looked over or changed.
  const handleTemplate = (templateId: number) => send({ template_id: templateId }, (reply) => setDraft(draftOfStages(reply)));

  return (
    <Dialog title={intl.formatMessage({ id: 'asset.stages.edit' })} description={intl.formatMessage({ id: 'asset.stages.editDescription' })} className="max-w-2xl" returnFocusTo={returnFocusTo} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <TemplatePicker projectId={projectId} isPending={update.isPending} onUse={handleTemplate} />
        <form aria-label={intl.formatMessage({ id: 'asset.stages.form' })} onSubmit={handleSubmit} className="flex flex-col gap-4">
          <StageList stages={draft.stages} label={intl.formatMessage({ id: 'asset.stages.toSave' })} people={people} isPeopleReady={isReady} withDates onChange={(stages) => setDraft((current) => ({ ...current, stages }))} />
          <RestartField value={draft.restartFrom} onChange={(restartFrom) => setDraft((current) => ({ ...current, restartFrom }))} />
          <StagesError title={intl.formatMessage({ id: 'asset.stages.notSaved' })} problem={problem} error={update.error} />
          <FormActions submitLabel={intl.formatMessage({ id: 'asset.stages.save' })} pendingLabel={intl.formatMessage({ id: 'asset.common.saving' })} isPending={update.isPending} onCancel={onClose} />
        </form>
      </div>
    </Dialog>
  );
}
