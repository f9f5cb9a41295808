import { useId, useRef, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { DESIGN_FILE_ACCEPT } from '@review/contract/assets';
import { ApiError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { UploadIcon } from '../../ui/icons.tsx';
import { useUploadDesignFile } from '../assets/use-create-asset.ts';

/** jpg, png, gif, tiff (spec section 5), by MIME type or, when the browser gives none, by extension. */
const ACCEPTED = /^image\/(jpeg|png|gif|tiff)$|\.(jpe?g|png|gif|tiff?)$/i;

/** A card's upload control: one design image becomes a new asset of the project. */
export function UploadDesignControl({ projectId, projectName }: { projectId: number; projectName: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDesignFile();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED.test(file.type) && !ACCEPTED.test(file.name)) {
      toast.error('Failed to Upload File', { description: 'Choose a JPG, PNG, GIF or TIFF image.' });
      return;
    }
    upload.mutate({ projectId, file }, {
      onSuccess: () => toast.success('File Uploaded Successfully', { duration: 2000 }),
      onError: (error) => {
        // A refusal with a reason (plan limit, unreadable image) says why; anything else asks to retry.
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
