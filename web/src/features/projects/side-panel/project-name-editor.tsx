import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PROJECT_NAME_MAX, type Project } from '@review/contract/projects';
import { Button } from '../../../ui/button.tsx';
import { ErrorText, Input } from '../../../ui/field.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { PencilIcon } from '../project-icons.tsx';
import { useFieldDraft } from './use-field-draft.ts';

/** The project's name; owners and admins edit it in place (`PUT /projects/{id}` {project_name}). */
export function ProjectNameEditor({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const intl = useIntl();
  const { draft, setDraft, cancel, save, update, handleKeyDown } = useFieldDraft(project.id);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const name = draft?.trim() ?? '';
    if (!name || name === project.project_name) return cancel();
    save({ project_name: name });
  }

  if (draft === null) {
    return (
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold break-words">{project.project_name}</h2>
        {canEdit && (
          <IconButton label={intl.formatMessage({ id: 'projects.name.edit' })} className="-mt-1" onClick={() => setDraft(project.project_name)}>
            <PencilIcon />
          </IconButton>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} onKeyDown={handleKeyDown} className="flex flex-col gap-2">
      <label htmlFor="project-name-input" className="sr-only">
        <FormattedMessage id="projects.name.label" />
      </label>
      <Input id="project-name-input" value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={PROJECT_NAME_MAX} autoFocus autoComplete="off" />
      <ErrorText>{update.error?.message}</ErrorText>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={cancel}>
          <FormattedMessage id="projects.cancel" />
        </Button>
        <Button type="submit" size="sm" disabled={!draft.trim() || update.isPending}>
          <FormattedMessage id={update.isPending ? 'projects.saving' : 'projects.save'} />
        </Button>
      </div>
    </form>
  );
}
