import { useId, useRef, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { DESIGN_FILE_ACCEPT } from '@review/contract/assets';
import { ApiError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { UploadIcon } from '../../ui/icons.tsx';
import { designFileRefusal } from '../assets/design-file.ts';
import { useUploadDesignFile } from '../assets/use-create-asset.ts';

/** A card's upload control: one design file (image or document) becomes a new asset of the project. */
export function UploadDesignControl({ projectId, projectName }: { projectId: number; projectName: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDesignFile();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = designFileRefusal(file);
    if (refusal) {
      toast.error('Failed to Upload File', { description: refusal });
      return;
    }
    upload.mutate({ projectId, file }, {
      onSuccess: () => toast.success('File Uploaded Successfully', { duration: 2000 }),
      onError: (error) => {
        // A refusal with a reason (plan limit, unreadable file) says why; anything else asks to retry.
        const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast.error('Failed to Upload File', { description: isRefusal ? error.message : 'Please try again.' });
      },
    });
  }

  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        Design file for {projectName}
      </label>
      <input id={inputId} ref={inputRef} type="file" tabIndex={-1} accept={DESIGN_FILE_ACCEPT} className="hidden" onChange={handleChange} />
      <Button variant="secondary" size="sm" disabled={upload.isPending} onClick={() => inputRef.current?.click()} aria-label={`Upload a design to ${projectName}`}>
        <UploadIcon />
        {upload.isPending ? 'Uploading...' : 'Upload'}
      </Button>
    </>
  );
}
