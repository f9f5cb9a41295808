import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { PROJECT_NAME_MAX, type Project } from '@review/contract/projects';
import { Button } from '../../../ui/button.tsx';
import { ErrorText, Input } from '../../../ui/field.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { PencilIcon } from '../project-icons.tsx';
import { useUpdateProject } from '../use-update-project.ts';

/** The project's name; owners and admins edit it in place (`PUT /projects/{id}` {project_name}). */
export function ProjectNameEditor({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateProject(project.id);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const name = draft?.trim() ?? '';
    if (!name || name === project.project_name) return setDraft(null);
    update.mutate({ project_name: name }, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setDraft(null);
      },
    });
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setDraft(null);
    update.reset();
  }

  if (draft === null) {
    return (
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold break-words">{project.project_name}</h2>
        {canEdit && (
          <IconButton label="Edit project name" className="-mt-1" onClick={() => setDraft(project.project_name)}>
            <PencilIcon />
          </IconButton>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} onKeyDown={handleKeyDown} className="flex flex-col gap-2">
      <label htmlFor="project-name-input" className="sr-only">
        Project name
      </label>
      <Input id="project-name-input" value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={PROJECT_NAME_MAX} autoFocus autoComplete="off" />
      <ErrorText>{update.error?.message}</ErrorText>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!draft.trim() || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
