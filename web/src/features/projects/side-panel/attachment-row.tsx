import { Suspense, useRef, useState } from 'react';
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
          {formatBytes(file.file_size)} · {formatDate(file.created_at)}
          {file.user && ` · ${fullName(file.user)}`}
        </span>
      </div>
      <a href={href} download={file.file_name} aria-label={`Download ${file.file_name}`} title="Download" className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-fg">
        <DownloadIcon />
      </a>
      {canRemove && (
        <IconButton ref={removeRef} label={`Remove ${file.file_name}`} className="size-8" onPointerEnter={confirmDialog.preload} onClick={() => setIsConfirming(true)}>
          <TrashIcon />
        </IconButton>
      )}
      {isConfirming && (
        <Suspense fallback={null}>
          <confirmDialog.Component
            title="Remove attachment"
            confirmLabel="Remove"
            pendingLabel="Removing..."
            isPending={remove.isPending}
            error={remove.error?.message}
            onConfirm={handleRemove}
            onClose={() => setIsConfirming(false)}
            returnFocusTo={removeRef}
          >
            Remove “{file.file_name}” from the project?
          </confirmDialog.Component>
        </Suspense>
      )}
    </li>
  );
}
