import type { z } from 'zod';
import { invalidAsWritten } from '../errors.ts';

/**
 * Validates data that did not come through a route's own schema (multipart text fields) with its
 * contract schema, failing the same way a route schema does: 422 with the first message and every field's.
 */
export function parseFields<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  throw invalidAsWritten(errors);
}
