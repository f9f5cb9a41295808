/** A failure the client caused or may act on: rendered as `{message, code, errors?}` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, { cause: options?.cause });
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** Sent as `Retry-After` with a 503: when a client may try again. */
  readonly retryAfterSeconds?: number;
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, 'bad_request', message, errors);
export const invalid = (message: string, errors?: Record<string, string>) => new AppError(422, 'validation_failed', message, errors);
export const unauthorized = (message = 'Unauthenticated.') => new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const unsupportedMedia = (message: string) => new AppError(415, 'unsupported_media_type', message);

/** The server's disk is full: the upload is refused and nothing of it is kept. */
export const insufficientStorage = (cause: unknown) =>
  new AppError(507, 'insufficient_storage', "The server's disk is full, so the file could not be saved. Please try again later or tell the administrator.", undefined, { cause });

/** A service the app depends on (database, file store) is down or not answering; the cause stays in the log. */
export const unavailable = (code: string, message: string, cause: unknown) => new AppError(503, code, message, undefined, { cause, retryAfterSeconds: 5 });

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
