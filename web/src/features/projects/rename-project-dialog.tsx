import { useState, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import { PROJECT_NAME_MAX, type Project } from '@review/contract/projects';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useUpdateProject } from './use-update-project.ts';

export interface RenameProjectDialogProps {
  project: Pick<Project, 'id' | 'project_name'>;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** `PUT /projects/{id}` {project_name}, from the actions menu. */
export function RenameProjectDialog({ project, onClose, returnFocusTo }: RenameProjectDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState(project.project_name);
  const update = useUpdateProject(project.id);
  const trimmed = name.trim();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (trimmed === project.project_name) return onClose();
    update.mutate({ project_name: trimmed }, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onClose();
      },
    });
  }

  return (
    <Dialog title={intl.formatMessage({ id: 'projects.rename.title' })} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField label={intl.formatMessage({ id: 'projects.name.label' })} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" maxLength={PROJECT_NAME_MAX} autoFocus />
        <ErrorText>{update.error?.message}</ErrorText>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="projects.cancel" />
          </Button>
          <Button type="submit" disabled={!trimmed || update.isPending}>
            <FormattedMessage id={update.isPending ? 'projects.saving' : 'projects.save'} />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
