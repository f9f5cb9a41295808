import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorReply } from '@review/contract/errors';
import { AppError } from '../errors.ts';

/** Fastify's own 4xx codes and the sentence a person should read instead. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many fields in one request.',
};

function fieldErrors(issues: { instancePath?: string; message?: string; params?: unknown }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const params = issue.params as { issue?: { path?: (string | number)[] } } | undefined;
    const field = params?.issue?.path?.join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || 'body';
    errors[field] ??= issue.message ?? 'Invalid value.';
  }
  return errors;
}

/** One error shape end to end: every failure becomes `{message, code, errors?}`, and 5xx details stay in the log. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorReply = { message: 'Something went wrong on our side. Please try again.', code: 'internal' };

    if (error instanceof AppError) {
      status = error.statusCode;
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      body = { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      status = 422;
      body = { message: Object.values(errors)[0] ?? 'The request is not valid.', code: 'validation_failed', errors };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'reply does not match its contract');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: FRAMEWORK_MESSAGES[error.code] ?? error.message, code: error.code?.toLowerCase() ?? 'bad_request' };
    }

    if (status === 503) request.log.warn({ err: error.cause ?? error }, error.message);
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
});
