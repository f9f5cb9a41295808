import type { ErrorReply } from '@review/contract/errors';
import { ApiError } from './api-error.ts';

/** Every call of the API lives under this path on the app's own host. */
export const API_BASE = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON, or as is when it is FormData (multipart). */
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API with the session cookie and returns the parsed JSON reply; throws ApiError on any non-2xx. */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(API_BASE + path, {
    method,
    signal,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const payload: unknown = await readJson(response);
  if (!response.ok) throw toApiError(response, payload);
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Checks a reply against the contract's ErrorReply shape ({message, code?, errors?}). Written out rather
 * than calling ErrorReplySchema so that zod is not part of every screen's first load.
 */
function isErrorReply(payload: unknown): payload is ErrorReply {
  if (typeof payload !== 'object' || payload === null) return false;
  const { message, code, errors } = payload as Record<string, unknown>;
  const hasValidErrors = errors === undefined || (typeof errors === 'object' && errors !== null && Object.values(errors).every((value) => typeof value === 'string'));
  return typeof message === 'string' && (code === undefined || typeof code === 'string') && hasValidErrors;
}

function toApiError(response: Response, payload: unknown): ApiError {
  if (isErrorReply(payload)) return new ApiError(response.status, payload);
  const fallback = response.statusText ? `${response.status} ${response.statusText}` : `Request failed (${response.status})`;
  return new ApiError(response.status, { message: fallback });
}

/** Shorthands for the common verbs. */
export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
