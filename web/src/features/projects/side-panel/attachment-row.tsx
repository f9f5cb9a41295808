import { Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { ProjectFile } from '@review/contract/project-files';
import { fileUrl, formatBytes, formatDate } from '../../../lib/format.ts';
import { IconButton } from '../../../ui/icon-button.tsx';
import { TrashIcon } from '../../../ui/icons.tsx';
import { DownloadIcon } from '../project-icons.tsx';
import { fullName } from '../project-format.ts';
import { confirmDialog } from './lazy-dialogs.ts';
import { useRemoveProjectFile } from './use-project-files.ts';

export interface AttachmentRowProps {
  file: ProjectFile;
  projectId: number;
  canRemove: boolean;
}

export function AttachmentRow({ file, projectId, canRemove }: AttachmentRowProps) {
  const intl = useIntl();
  const remove = useRemoveProjectFile(projectId);
  const [isConfirming, setIsConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const href = `${fileUrl(file.url)}?download=1`;

  function handleRemove() {
    remove.mutate(file.id, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setIsConfirming(false);
      },
    });
  }

  return (
    <li className="flex items-center gap-2 rounded-md border border-line px-2 py-1.5">
      <div className="flex min-w-0 flex-1 flex-col">
        <a href={href} download={file.file_name} className="truncate text-sm font-medium hover:text-accent-text hover:underline" title={file.file_name}>
          {file.file_name}
        </a>
        <span className="truncate text-xs text-muted tabular">
          {file.user ? (
            <FormattedMessage id="projects.attachments.detailsBy" values={{ size: formatBytes(file.file_size), date: formatDate(file.created_at), name: fullName(file.user) }} />
          ) : (
            <FormattedMessage id="projects.attachments.details" values={{ size: formatBytes(file.file_size), date: formatDate(file.created_at) }} />
          )}
        </span>
      </div>
      <a href={href} download={file.file_name} aria-label={intl.formatMessage({ id: 'projects.attachments.downloadFile' }, { name: file.file_name })} title={intl.formatMessage({ id: 'projects.attachments.download' })} className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-fg">
        <DownloadIcon />
      </a>
      {canRemove && (
        <IconButton ref={removeRef} label={intl.formatMessage({ id: 'projects.attachments.removeFile' }, { name: file.file_name })} className="size-8" onPointerEnter={confirmDialog.preload} onClick={() => setIsConfirming(true)}>
          <TrashIcon />
        </IconButton>
      )}
      {isConfirming && (
        <Suspense fallback={null}>
          <confirmDialog.Component
            title={intl.formatMessage({ id: 'projects.attachments.removeTitle' })}
            confirmLabel={intl.formatMessage({ id: 'projects.remove' })}
            pendingLabel={intl.formatMessage({ id: 'projects.removing' })}
            isPending={remove.isPending}
            error={remove.error?.message}
            onConfirm={handleRemove}
            onClose={() => setIsConfirming(false)}
            returnFocusTo={removeRef}
          >
            <FormattedMessage id="projects.attachments.removeQuestion" values={{ name: file.file_name }} />
          </confirmDialog.Component>
        </Suspense>
      )}
    </li>
  );
}
