import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '../../lib/api-error.ts';
import { fetchFile, saveFile } from '../../lib/download-file.ts';

export interface DownloadRequest {
  path: string;
  /** Used when the server names no file. */
  fallbackName: string;
  /** The toast's text while the server prepares it, e.g. 'Preparing report...'. */
  preparing: string;
  /** The toast's title when it fails, e.g. 'Report not exported'. */
  failure: string;
}

/**
 * Downloads a file the server builds on request (a report can take seconds): a toast while it is
 * prepared, the server's reason when it is refused, and one download at a time per control.
 */
export function useDownload() {
  const [isPending, setIsPending] = useState(false);

  async function download({ path, fallbackName, preparing, failure }: DownloadRequest) {
    if (isPending) return;
    setIsPending(true);
    const toastId = toast.loading(preparing);
    try {
      saveFile(await fetchFile(path, fallbackName));
      toast.dismiss(toastId);
    } catch (error) {
      toast.error(failure, { id: toastId, description: describeError(error) });
    } finally {
      setIsPending(false);
    }
  }

  return { download: (request: DownloadRequest) => void download(request), isPending };
}
