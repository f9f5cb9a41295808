import { useId, useRef, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import { DESIGN_FILE_ACCEPT } from '@review/contract/file-types';
import { ApiError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { UploadIcon } from '../../ui/icons.tsx';
import { designFileRefusal } from '../assets/design-file.ts';
import { useUploadDesignFile } from '../assets/use-create-asset.ts';

/** A card's upload control: one design file (image or document) becomes a new asset of the project. */
export function UploadDesignControl({ projectId, projectName }: { projectId: number; projectName: string }) {
  const intl = useIntl();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDesignFile();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = designFileRefusal(file);
    if (refusal) {
      toast.error(intl.formatMessage({ id: 'projects.upload.failed' }), { description: refusal });
      return;
    }
    upload.mutate({ projectId, file }, {
      onSuccess: () => toast.success(intl.formatMessage({ id: 'projects.upload.done' }), { duration: 2000 }),
      onError: (error) => {
        // A refusal with a reason (plan limit, unreadable file) says why; anything else asks to retry.
        const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast.error(intl.formatMessage({ id: 'projects.upload.failed' }), { description: isRefusal ? error.message : intl.formatMessage({ id: 'projects.upload.retry' }) });
      },
    });
  }

  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        <FormattedMessage id="projects.upload.fileFor" values={{ name: projectName }} />
      </label>
      <input id={inputId} ref={inputRef} type="file" tabIndex={-1} accept={DESIGN_FILE_ACCEPT} className="hidden" onChange={handleChange} />
      <Button variant="secondary" size="sm" disabled={upload.isPending} onClick={() => inputRef.current?.click()} aria-label={intl.formatMessage({ id: 'projects.upload.to' }, { name: projectName })}>
        <UploadIcon />
        <FormattedMessage id={upload.isPending ? 'projects.uploading' : 'projects.upload'} />
      </Button>
    </>
  );
}
