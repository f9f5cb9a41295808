import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Project } from '@review/contract/projects';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useDeleteProject } from './use-delete-project.ts';

export interface DeleteProjectDialogProps {
  project: Pick<Project, 'id' | 'project_name'>;
  onClose: () => void;
  /** Runs after the project is gone (e.g. leave its board). */
  onDeleted?: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Asks the owner before `DELETE /projects/{id}`. */
export function DeleteProjectDialog({ project, onClose, onDeleted, returnFocusTo }: DeleteProjectDialogProps) {
  const intl = useIntl();
  const remove = useDeleteProject();

  function handleConfirm() {
    remove.mutate(project.id, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onClose();
        onDeleted?.();
      },
    });
  }

  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'projects.delete.title' })}
      confirmLabel={intl.formatMessage({ id: 'projects.delete.confirm' })}
      pendingLabel={intl.formatMessage({ id: 'projects.delete.pending' })}
      isPending={remove.isPending}
      error={remove.error?.message}
      onConfirm={handleConfirm}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <FormattedMessage id="projects.delete.question" values={{ name: project.project_name }} />
    </ConfirmDialog>
  );
}
