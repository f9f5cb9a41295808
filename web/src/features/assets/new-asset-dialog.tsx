import { useState, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import { ASSET_TITLE_MAX } from '@review/contract/assets';
import { DESIGN_FILE_ACCEPT } from '@review/contract/file-types';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { FileField } from '../../ui/file-field.tsx';
import { designFileHint, nameWithoutExtension } from './design-file.ts';
import { useCreateAsset } from './use-create-asset.ts';

export interface NewAssetDialogProps {
  projectId: number;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** New asset: a title and, optionally, its first design file (which becomes version 1, variation 1A). */
export function NewAssetDialog({ projectId, onClose, returnFocusTo }: NewAssetDialogProps) {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const createAsset = useCreateAsset();
  const trimmed = title.trim();

  function handleFileChange(next: File | null) {
    setFile(next);
    if (next && !trimmed) setTitle(nameWithoutExtension(next.name).slice(0, ASSET_TITLE_MAX));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    createAsset.mutate(
      { projectId, title: trimmed, file },
      {
        onSuccess: () => {
          toast.success(intl.formatMessage({ id: 'projects.newAsset.created' }), { duration: 1500 });
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      title={intl.formatMessage({ id: 'projects.newAsset.title' })}
      description={intl.formatMessage({ id: 'projects.newAsset.description' })} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField label={intl.formatMessage({ id: 'projects.newAsset.titleLabel' })} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={ASSET_TITLE_MAX} autoComplete="off" />
        <FileField label={intl.formatMessage({ id: 'projects.newAsset.file' })} accept={DESIGN_FILE_ACCEPT} onFileChange={handleFileChange} hint={designFileHint()} />
        <ErrorText>{createAsset.error?.message}</ErrorText>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="projects.cancel" />
          </Button>
          <Button type="submit" disabled={(!trimmed && !file) || createAsset.isPending}>
            <FormattedMessage id={createAsset.isPending ? (file ? 'projects.uploading' : 'projects.newAsset.creating') : 'projects.newAsset.create'} />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
