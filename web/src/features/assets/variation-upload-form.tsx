import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Variation } from '@review/contract/assets';
import { DESIGN_FILE_ACCEPT } from '@review/contract/file-types';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { FileField } from '../../ui/file-field.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { designFileHint, nameWithoutExtension } from './design-file.ts';
import { useUpload } from './use-upload.ts';

/**
 * `POST /variations` {version_id, design_file, variation_name}: a new design file in the version.
 * The name defaults to the file name without its extension; the server enforces the plan's limit.
 */
export function VariationUploadForm({ versionId, onUploaded }: { versionId: number; onUploaded: (variation: Variation) => void }) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [formKey, setFormKey] = useState(0);
  const upload = useUpload<{ message: string; data: Variation }>('/variations');
  const isUploading = upload.progress !== null || upload.isPending;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    const form = new FormData();
    form.append('version_id', String(versionId));
    form.append('variation_name', name.trim() || nameWithoutExtension(file.name));
    form.append('design_file', file);
    upload.mutate(form, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setFile(null);
        setName('');
        setFormKey((key) => key + 1);
        onUploaded(reply.data);
      },
    });
  }

  return (
    <form key={formKey} onSubmit={handleSubmit} aria-label={intl.formatMessage({ id: 'projects.variations.upload' })} className="flex flex-col gap-3 rounded-md border border-line p-4">
      <h3 className="text-sm font-semibold">
        <FormattedMessage id="projects.variations.upload" />
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FileField label={intl.formatMessage({ id: 'projects.designFile.label' })} accept={DESIGN_FILE_ACCEPT} hint={designFileHint()} disabled={isUploading} onFileChange={setFile} />
        <TextField
          label={intl.formatMessage({ id: 'projects.variations.name' })}
          value={name}
          maxLength={200}
          placeholder={file ? nameWithoutExtension(file.name) : intl.formatMessage({ id: 'projects.variations.namePlaceholder' })}
          disabled={isUploading}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {upload.progress !== null && <ProgressBar label={intl.formatMessage({ id: 'projects.upload.progress' })} value={upload.progress} />}
      <ErrorText>{upload.error?.name === 'AbortError' ? null : upload.error?.message}</ErrorText>
      <div className="flex justify-end">
        <Button type="submit" disabled={!file || isUploading}>
          {isUploading ? intl.formatMessage({ id: 'projects.upload.percent' }, { percent: upload.progress ?? 0 }) : intl.formatMessage({ id: 'projects.variations.uploadButton' })}
        </Button>
      </div>
    </form>
  );
}
