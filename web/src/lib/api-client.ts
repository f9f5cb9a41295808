import type { ErrorReply } from '@review/contract/errors';
import { getLocale } from '../i18n/index.ts';
import { ApiError } from './api-error.ts';

/** Every call of the API lives under this path on the app's own host. */
export const API_BASE = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON, or as is when it is FormData (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the language a sign-up was read in (`Accept-Language`). */
  headers?: Record<string, string>;
}

/** Calls the API with the session cookie and returns the parsed JSON reply; throws ApiError on any non-2xx. */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal, headers }: RequestOptions = {}): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(API_BASE + path, {
    method,
    signal,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      // The server writes its sentences (a code the web does not know, a field's message) in the language shown.
      'Accept-Language': getLocale(),
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const payload = parseJson(await response.text());
  if (!response.ok) throw toApiError(response.status, response.statusText, payload);
  return payload as T;
}

/** The reply body as JSON, or undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
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

/** The error of a non-2xx reply: the server's own message when the body has the contract's shape. */
export function toApiError(status: number, statusText: string, payload: unknown): ApiError {
  if (isErrorReply(payload)) return new ApiError(status, payload);
  const fallback = statusText ? `${status} ${statusText}` : `Request failed (${status})`;
  return new ApiError(status, { message: fallback });
}

/** Shorthands for the common verbs. */
export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
