import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-error.ts';
import { designFileRefusal } from '../assets/design-file.ts';
import { useUploadDesignFile } from '../assets/use-create-asset.ts';

/** Refusals whose reason helps more than 'Please try again.': plan limit, storage, file type or size. */
const isRefusal = (error: unknown) => error instanceof ApiError && [403, 413, 422].includes(error.status);

/**
 * Uploads files picked or dropped on the board, one new asset each, one after the other (the server
 * checks the plan's asset limit per file). Toasts: 'File Uploaded Successfully', or 'Failed to Upload
 * File' with the server's reason when it refused, 'Please try again.' otherwise; files of other types
 * are not sent.
 */
export function useBoardUpload(projectId: number) {
  const intl = useIntl();
  const upload = useUploadDesignFile();
  const failed = () => intl.formatMessage({ id: 'projects.upload.failed' });
  async function uploadFiles(files: readonly File[]) {
    for (const file of files) {
      // A drop may carry anything from the desktop: files of other types are named and skipped, not sent.
      const refusal = designFileRefusal(file);
      if (refusal) {
        toast.error(failed(), { description: refusal });
        continue;
      }
      try {
        await upload.mutateAsync({ projectId, file });
        toast.success(intl.formatMessage({ id: 'projects.upload.done' }), { duration: 2000 });
      } catch (error) {
        toast.error(failed(), { description: isRefusal(error) ? (error as ApiError).message : intl.formatMessage({ id: 'projects.upload.retry' }) });
        if (error instanceof ApiError && error.status === 403) return;
      }
    }
  }
  return { uploadFiles, isUploading: upload.isPending };
}
