import { toast } from 'sonner';
import { currentIntl } from '../../i18n/index.ts';
import type { Project } from '@review/contract/projects';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useUpdateProject } from './use-update-project.ts';

/** Archive is a toggle ('0' ↔ '1') with the spec's toasts (section 8). */
export function useArchiveProject(project: Pick<Project, 'id' | 'is_archived'>) {
  const update = useUpdateProject(project.id);
  const isArchived = project.is_archived === '1';

  function toggleArchive() {
    update.mutate(
      { is_archived: isArchived ? '0' : '1' },
      {
        onSuccess: (reply) =>
          toast.success(currentIntl().formatMessage({ id: isArchived ? 'projects.archive.unarchived' : 'projects.archive.archived' }), { description: reply.message }),
        onError: (error) =>
          error instanceof ApiError
            ? toast.error(currentIntl().formatMessage({ id: 'projects.archive.refused' }), { description: error.message })
            : toast.error(currentIntl().formatMessage({ id: 'projects.archive.failed' }), { description: describeError(error) }),
      },
    );
  }

  return { isArchived, toggleArchive, isPending: update.isPending };
}
