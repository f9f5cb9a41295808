import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Project } from '@review/contract/projects';
import { Button } from '../../../ui/button.tsx';
import { ErrorText } from '../../../ui/field.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { markupToText, textToMarkup } from './description-markup.ts';
import { useFieldDraft } from './use-field-draft.ts';

/** The description: the server's sanitised markup shown as is, edited as plain text by owners and admins. */
export function DescriptionEditor({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const intl = useIntl();
  const { draft, setDraft, cancel, save, update, handleKeyDown } = useFieldDraft(project.id);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save({ description: textToMarkup(draft ?? '') });
  }

  if (draft !== null) {
    return (
      <form onSubmit={handleSubmit} onKeyDown={handleKeyDown} className="flex flex-col gap-2">
        <TextAreaField label={intl.formatMessage({ id: 'projects.description.label' })} value={draft} onChange={(event) => setDraft(event.target.value)} rows={5} autoFocus />
        <ErrorText>{update.error?.message}</ErrorText>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={cancel}>
            <FormattedMessage id="projects.cancel" />
          </Button>
          <Button type="submit" size="sm" disabled={update.isPending}>
            <FormattedMessage id={update.isPending ? 'projects.saving' : 'projects.save'} />
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex flex-col items-start gap-1">
      {project.description ? (
        // Sanitised by the server (allow-listed tags, no scripts or handlers) before it is stored.
        <div className="text-sm break-words text-fg [&_a]:text-accent-text [&_a]:underline [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:ps-5" dangerouslySetInnerHTML={{ __html: project.description }} />
      ) : (
        <p className="text-sm text-muted">
          <FormattedMessage id="projects.description.none" />
        </p>
      )}
      {canEdit && (
        <Button variant="ghost" size="sm" className="-ms-3" onClick={() => setDraft(markupToText(project.description))}>
          <FormattedMessage id={project.description ? 'projects.description.edit' : 'projects.description.add'} />
        </Button>
      )}
    </div>
  );
}
