import { API_BASE, parseJson, toApiError } from './api-client.ts';

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave in Content-Disposition, else `fallbackName`. */
  fileName: string;
}

/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*` (UTF-8, percent-encoded)
 * when present, since it carries names a plain `filename` cannot, else `filename`.
 */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape falls back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/.exec(header);
  if (!plain) return undefined;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim();
  return name || undefined;
}

/**
 * Fetches a file of the API with the session cookie. A refusal throws the server's ApiError rather
 * than handing the browser a JSON page to show.
 */
export async function fetchFile(path: string, fallbackName: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const response = await fetch(API_BASE + path, { credentials: 'same-origin', signal });
  if (!response.ok) throw toApiError(response.status, response.statusText, parseJson(await response.text()));
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName };
}

/** Hands a fetched file to the browser's downloads under its name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the time this runs; revoking at once can cancel it in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
