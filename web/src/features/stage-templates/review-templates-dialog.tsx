import { useRef, useState, type RefObject } from 'react';
import { toast } from 'sonner';
import { useIntl } from 'react-intl';
import type { StageTemplate, StageTemplateBody } from '@review/contract/stages';
import { useProjectPeople } from '../reviews/use-project-people.ts';
import { useStageTemplates } from '../stages/use-stage-templates.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { newTemplateDraft, templateDraftOf } from './template-draft.ts';
import { TemplateForm } from './template-form.tsx';
import { TemplateList } from './template-list.tsx';
import { useCreateStageTemplate, useUpdateStageTemplate } from './use-stage-template-mutations.ts';

export interface ReviewTemplatesDialogProps {
  projectId: number;
  canManage: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The template in the editor (null for a new one); the list shows while there is none. */
type Editing = { template: StageTemplate | null } | null;

/**
 * The project's review templates: everyone in it reads the list; its owner and admins add, change
 * and delete them. One dialog for the list and the editor, so switching keeps the focus inside it.
 */
export function ReviewTemplatesDialog({ projectId, canManage, onClose, returnFocusTo }: ReviewTemplatesDialogProps) {
  const intl = useIntl();
  const templates = useStageTemplates(projectId, { enabled: true });
  const { people, isReady } = useProjectPeople(projectId);
  const [editing, setEditing] = useState<Editing>(null);
  const create = useCreateStageTemplate(projectId);
  const update = useUpdateStageTemplate(projectId);
  const newRef = useRef<HTMLButtonElement>(null);
  const save = editing?.template ? update : create;

  function openEditor(template: StageTemplate | null) {
    create.reset();
    update.reset();
    setEditing({ template });
  }

  function backToList() {
    setEditing(null);
    // The button that opened the editor went with the list; New template is there again.
    requestAnimationFrame(() => newRef.current?.focus());
  }

  function handleSubmit(body: StageTemplateBody) {
    const onSuccess = (reply: { message: string }) => {
      toast.success(reply.message);
      backToList();
    };
    if (editing?.template) update.mutate({ id: editing.template.id, body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  }

  return (
    <Dialog
      title={intl.formatMessage({ id: editing ? (editing.template ? 'review.templates.editTitle' : 'review.templates.newTitle') : 'review.templates.title' })}
      description={intl.formatMessage({ id: editing ? 'review.templates.editText' : 'review.templates.text' })}
      className={editing ? 'max-w-2xl' : 'max-w-lg'}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {editing ? (
        <TemplateForm
          initial={editing.template ? templateDraftOf(editing.template, people) : newTemplateDraft()}
          people={people}
          isPeopleReady={isReady}
          isPending={save.isPending}
          error={save.error}
          onSubmit={handleSubmit}
          onCancel={backToList}
        />
      ) : (
        <TemplateList
          templates={templates.data}
          isPending={templates.isPending}
          error={templates.error}
          onRetry={() => void templates.refetch()}
          canManage={canManage}
          canAdd={isReady}
          newRef={newRef}
          onNew={() => openEditor(null)}
          onEdit={openEditor}
        />
      )}
    </Dialog>
  );
}
