import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/** Puts the server's per-field messages (ErrorReply.errors) under the matching form fields. */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const message = error.errors[field];
    if (message) setError(field, { message });
  }
}

/** The form-level error line: the server's message, unless it is already shown under a field. */
export function formLevelMessage(error: Error | null): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && Object.keys(error.errors).length > 0) return undefined;
  return error.message;
}
