import type { ErrorParams, ErrorReply } from '@review/contract/errors';
import { currentIntl, type MessageId } from '../i18n/index.ts';

/** A failed API call: the server's sentence, the HTTP status, its code and values, and on validation failures per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly params: ErrorParams | undefined;
  readonly errors: Record<string, string>;

  constructor(status: number, reply: ErrorReply) {
    super(reply.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = reply.code;
    this.params = reply.params;
    this.errors = reply.errors ?? {};
  }
}

/**
 * The web's own sentence for an error code (`errors.<code>`) with the reply's values, in the shown
 * language; undefined for a code this web does not know (a newer server's), whose sentence stays the server's.
 */
export function sentenceOfCode(code: string | undefined, params?: ErrorParams): string | undefined {
  if (!code) return undefined;
  const intl = currentIntl();
  const id = `errors.${code}`;
  return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id: id as MessageId }, params) : undefined;
}

/** The message to show for anything a call can throw (network failures included). */
export function describeError(error: unknown): string {
  // A schema's refusal is said in its first field's words, more precise than the code's general sentence.
  if (error instanceof ApiError) return (error.code !== 'validation_failed' && sentenceOfCode(error.code, error.params)) || error.message;
  if (error instanceof Error) return error.message;
  // The error sentences arrive with the second part of the catalog (show-language.ts), soon after the first screen.
  return sentenceOfCode('client.unknown') ?? String(error);
}

/**
 * Whether a failure means the session is gone. A review link's password (401 `password_required`)
 * is about the link: a member opening a protected link stays signed in.
 */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== 'password_required';
}
