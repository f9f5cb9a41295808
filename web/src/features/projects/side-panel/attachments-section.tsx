import { useRef, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Project } from '@review/contract/projects';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PaperclipIcon } from '../project-icons.tsx';
import { AttachmentRow } from './attachment-row.tsx';
import { PanelSection } from './panel-section.tsx';
import { useProjectFiles, useUploadProjectFile } from './use-project-files.ts';

/** Reference files of the project: everyone in it uploads and downloads; managers and the uploader remove. */
export function AttachmentsSection({ project, userId }: { project: Project; userId: number }) {
  const intl = useIntl();
  const { data: files, error, isPending, refetch } = useProjectFiles(project.id);
  const upload = useUploadProjectFile(project.id);
  const inputRef = useRef<HTMLInputElement>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (reply) => toast.success(reply.message, { duration: 2000 }),
      onError: (uploadError) => toast.error(intl.formatMessage({ id: 'projects.upload.failed' }), { description: uploadError.message }),
    });
  }

  return (
    <PanelSection
      id="panel-attachments"
      title={intl.formatMessage({ id: 'projects.attachments.title' }, { count: files?.length ?? 0 })}
      actions={
        <>
          <label htmlFor="project-attachment-file" className="sr-only">
            <FormattedMessage id="projects.attachments.file" />
          </label>
          <input id="project-attachment-file" ref={inputRef} type="file" tabIndex={-1} className="hidden" onChange={handleChange} />
          <Button variant="secondary" size="sm" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
            <PaperclipIcon />
            <FormattedMessage id={upload.isPending ? 'projects.uploading' : 'projects.attachments.attach'} />
          </Button>
        </>
      }
    >
      {isPending && (
        <p className="text-sm text-muted">
          <FormattedMessage id="projects.loading" />
        </p>
      )}
      {error && <LoadError message={intl.formatMessage({ id: 'projects.attachments.loadError' })} onRetry={() => void refetch()} />}
      {files?.length === 0 && (
        <p className="text-sm text-muted">
          <FormattedMessage id="projects.attachments.none" />
        </p>
      )}
      {files && files.length > 0 && (
        <ul className="flex flex-col gap-1">
          {files.map((file) => (
            <AttachmentRow key={file.id} file={file} projectId={project.id} canRemove={project.role !== 'Member' || file.user?.id === userId} />
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
