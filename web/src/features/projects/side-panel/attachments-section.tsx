import { useRef, type ChangeEvent } from 'react';
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
  const { data: files, error, isPending, refetch } = useProjectFiles(project.id);
  const upload = useUploadProjectFile(project.id);
  const inputRef = useRef<HTMLInputElement>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (reply) => toast.success(reply.message, { duration: 2000 }),
      onError: (uploadError) => toast.error('Failed to Upload File', { description: uploadError.message }),
    });
  }

  return (
    <PanelSection
      id="panel-attachments"
      title={`Attachment (${files?.length ?? 0})`}
      actions={
        <>
          <label htmlFor="project-attachment-file" className="sr-only">
            Attachment file
          </label>
          <input id="project-attachment-file" ref={inputRef} type="file" tabIndex={-1} className="hidden" onChange={handleChange} />
          <Button variant="secondary" size="sm" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
            <PaperclipIcon />
            {upload.isPending ? 'Uploading...' : 'Attach file'}
          </Button>
        </>
      }
    >
      {isPending && <p className="text-sm text-muted">Loading...</p>}
      {error && <LoadError message="Error loading attachments" onRetry={() => void refetch()} />}
      {files?.length === 0 && <p className="text-sm text-muted">No attachments found</p>}
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
