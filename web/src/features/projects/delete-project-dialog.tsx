import type { RefObject } from 'react';
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
      title="Delete project"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      isPending={remove.isPending}
      error={remove.error?.message}
      onConfirm={handleConfirm}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      Delete “{project.project_name}” with all its assets, comments and files? This cannot be undone.
    </ConfirmDialog>
  );
}
