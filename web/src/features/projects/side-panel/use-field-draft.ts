import { useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { useUpdateProject, type ProjectChange } from '../use-update-project.ts';

/**
 * One project field edited in place: `draft` is null while not editing; `save` sends the change and
 * leaves edit mode with the server's sentence; Escape cancels without closing the surrounding panel.
 */
export function useFieldDraft(projectId: number) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateProject(projectId);

  function cancel() {
    setDraft(null);
    update.reset();
  }

  function save(changes: ProjectChange) {
    update.mutate(changes, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setDraft(null);
      },
    });
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    cancel();
  }

  return { draft, setDraft, cancel, save, update, handleKeyDown };
}
