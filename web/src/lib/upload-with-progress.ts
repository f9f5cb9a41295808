import { API_BASE, parseJson, toApiError } from './api-client.ts';
import { currentIntl } from '../i18n/index.ts';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  signal?: AbortSignal;
}

/**
 * Sends a multipart form like `apiRequest`, reporting how much of it has gone out (0-100) as it goes.
 * fetch() cannot report upload progress, XMLHttpRequest can. Throws ApiError on a non-2xx reply, with
 * the server's message, an Error saying the server was not reached when no reply came (offline, server
 * down, connection cut mid-upload), and an AbortError when aborted.
 */
export function uploadWithProgress<T>(path: string, formData: FormData, onProgress: (percent: number) => void, { method = 'POST', signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    request.open(method, API_BASE + path);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener('load', () => {
      settle();
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else reject(toApiError(request.status, request.statusText, payload));
    });
    request.addEventListener('error', () => {
      settle();
      reject(new Error(currentIntl().formatMessage({ id: 'shell.upload.unreachable' })));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    signal?.addEventListener('abort', abort);
    request.send(formData);
  });
}
