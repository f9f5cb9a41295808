import { ApiError, describeError } from '../../lib/api-error.ts';

/** A failure as one line of text: the guest's forms have no field the server's per-field messages could sit under. */
export function guestErrorText(error: unknown): string {
  if (error instanceof ApiError && Object.keys(error.errors).length > 0) return Object.values(error.errors).join(' ');
  return describeError(error);
}
