import type { ErrorReply } from '@review/contract/errors';

/** A failed API call: the server's sentence, the HTTP status and, on validation failures, per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string>;

  constructor(status: number, reply: ErrorReply) {
    super(reply.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = reply.code;
    this.errors = reply.errors ?? {};
  }
}

/** The message to show for anything a call can throw (network failures included). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/**
 * Whether a failure means the session is gone. A review link's password (401 `password_required`)
 * is about the link: a member opening a protected link stays signed in.
 */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== 'password_required';
}
