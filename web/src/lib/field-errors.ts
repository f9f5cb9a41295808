import { zodResolver } from '@hookform/resolvers/zod';
import { codeOfSentence } from '@review/contract/errors';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, describeError, sentenceOfCode } from './api-error.ts';

/** Puts the server's per-field messages (ErrorReply.errors) under the matching form fields. */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const message = error.errors[field];
    if (message) setError(field, { message });
  }
}

/** The form-level error line: the error's sentence, unless it is already shown under a field. */
export function formLevelMessage(error: Error | null): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && Object.keys(error.errors).length > 0) return undefined;
  return describeError(error);
}

/** A contract sentence ('First name is required') in the shown language: its code's sentence where the web has one. */
const inShownLanguage = (sentence: string) => sentenceOfCode(codeOfSentence(sentence)) ?? sentence;

/** Each field's message in the shown language; the contract's forms are flat, so a field's own message is all there is. */
function translated<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const entries = Object.entries(errors).map(([field, error]) => {
    const message = (error as Partial<FieldError> | undefined)?.message;
    return [field, typeof message === 'string' ? { ...(error as FieldError), message: inShownLanguage(message) } : error];
  });
  return Object.fromEntries(entries) as FieldErrors<T>;
}

/**
 * zodResolver for a contract schema: the schema checks the form as the server will, and its English
 * sentences are shown in the interface's language (`errors.<code>`), as the server's would be.
 */
export function contractResolver<Output extends FieldValues, Input extends FieldValues>(schema: z.ZodType<Output, Input>): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translated(result.errors as FieldErrors<Input>) };
  };
}
