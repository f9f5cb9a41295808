import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Version } from '@review/contract/assets';
import { DESIGN_FILE_ACCEPT } from '@review/contract/file-types';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { FileField } from '../../ui/file-field.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { designFileHint, nameWithoutExtension } from './design-file.ts';
import { useUpload } from './use-upload.ts';

export interface AddVersionFormProps {
  assetId: number;
  /** After the upload succeeded and the asset's queries were refreshed. */
  onUploaded: (version: Version) => void;
  /** Buttons beside Upload (e.g. Cancel). */
  secondaryAction?: ReactNode;
  /** Focus the file picker at once (in the dialog). */
  autoFocus?: boolean;
}

/**
 * `POST /versions` {asset_id, note, design_file, variation_name}: a file and a note, the upload's
 * progress in percent, and the server's reason when it refuses. Nothing is sent without a file.
 */
export function AddVersionForm({ assetId, onUploaded, secondaryAction, autoFocus = false }: AddVersionFormProps) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const upload = useUpload<{ message: string; data: Version }>('/versions');
  const isUploading = upload.progress !== null || upload.isPending;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    const form = new FormData();
    form.append('asset_id', String(assetId));
    form.append('note', note.trim());
    form.append('variation_name', nameWithoutExtension(file.name));
    form.append('design_file', file);
    upload.mutate(form, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onUploaded(reply.data);
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4">
      <FileField label={intl.formatMessage({ id: 'projects.designFile.label' })} accept={DESIGN_FILE_ACCEPT} hint={designFileHint()} disabled={isUploading} onFileChange={setFile} autoFocus={autoFocus} required />
      <TextAreaField
        label={intl.formatMessage({ id: 'projects.addVersion.note' })}
        placeholder={intl.formatMessage({ id: 'projects.addVersion.notePlaceholder' })} value={note} maxLength={5000} disabled={isUploading} onChange={(event) => setNote(event.target.value)} />
      {upload.progress !== null && <ProgressBar label={intl.formatMessage({ id: 'projects.upload.progress' })} value={upload.progress} />}
      <ErrorText>{upload.error?.name === 'AbortError' ? null : upload.error?.message}</ErrorText>
      <div className="flex justify-end gap-2">
        {secondaryAction}
        <Button type="submit" disabled={!file || isUploading}>
          {isUploading ? intl.formatMessage({ id: 'projects.upload.percent' }, { percent: upload.progress ?? 0 }) : intl.formatMessage({ id: 'projects.upload' })}
        </Button>
      </div>
    </form>
  );
}
