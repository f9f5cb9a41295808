import type { ErrorCode, ErrorParams, ErrorReply } from '@review/contract/errors';
import type { Locale } from '@review/contract/locales';
import { formatError, translateSentence } from './i18n/error-messages.ts';

/** Field name → the code of that field's sentence (formatted with the error's `params`). */
export type FieldRefusals = Record<string, ErrorCode>;

interface AppErrorOptions {
  params?: ErrorParams;
  fields?: FieldRefusals;
  /** A schema's or a renderer's own English words (`validation_failed`): translated by their text where they are one of ours. */
  written?: { message: string; errors?: Record<string, string> };
  cause?: unknown;
  /** Sent as `Retry-After` with a 503: when a client may try again. */
  retryAfterSeconds?: number;
}

/**
 * A failure the client caused or may act on: rendered as `{message, code, params?, errors?}` with its
 * status. `message` (the English, for logs, MCP and the CLI) comes from the code's sentence in
 * ERROR_CODES; the reply writes it in the caller's language.
 */
export class AppError extends Error {
  readonly params?: ErrorParams;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    private readonly options: AppErrorOptions = {},
  ) {
    super(options.written?.message ?? formatError(code, options.params), { cause: options.cause });
    this.params = options.params;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** Each field's sentence in English, as `errors` of the reply reads without `Accept-Language`. */
  get errors(): Record<string, string> | undefined {
    return this.replyIn('en').errors;
  }

  /** The reply body in `locale`: the sentence and each field's sentence translated where a translation exists. */
  replyIn(locale: Locale): ErrorReply {
    const { params, fields, written } = this.options;
    const message = written ? translateSentence(written.message, locale) : formatError(this.code, params, locale);
    const errors = written?.errors
      ? Object.fromEntries(Object.entries(written.errors).map(([field, sentence]) => [field, translateSentence(sentence, locale)]))
      : fields && Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, formatError(code, params, locale)]));
    return { message, code: this.code, ...(params ? { params } : {}), ...(errors ? { errors } : {}) };
  }
}

type Refusal = (code: ErrorCode, params?: ErrorParams, fields?: FieldRefusals) => AppError;
const refusal =
  (status: number): Refusal =>
  (code, params, fields) =>
    new AppError(status, code, { params, fields });

export const badRequest = refusal(400);
export const invalid = refusal(422);
export const forbidden = refusal(403);
export const notFound = refusal(404);
export const conflict = refusal(409);
export const payloadTooLarge = refusal(413);
export const unauthorized = (code: ErrorCode = 'unauthenticated') => new AppError(401, code);

/** 422 in the words of a schema (the contract's field sentences, by field) or of a renderer. */
export const invalidAsWritten = (errors: Record<string, string>, code: ErrorCode = 'validation_failed', message = Object.values(errors)[0] ?? formatError(code, undefined)) =>
  new AppError(422, code, { written: { message, errors } });

/** The server's disk is full: the upload is refused and nothing of it is kept. */
export const insufficientStorage = (cause: unknown) => new AppError(507, 'insufficient_storage', { cause });

/** A service the app depends on (database, file store) is down or not answering; the cause stays in the log. */
export const unavailable = (code: ErrorCode, cause: unknown) => new AppError(503, code, { cause, retryAfterSeconds: 5 });

/**
 * For `.catch`: when the call refused (an AppError, such as not found), answer with `fallback`;
 * anything else, an outage above all, goes on as it is rather than turning into a refusal.
 */
export const ifRefused =
  <T>(fallback: () => T) =>
  (error: unknown): T => {
    if (error instanceof AppError) return fallback();
    throw error;
  };
