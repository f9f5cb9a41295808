import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorReply } from '@review/contract/errors';
import { negotiateLocale, parseAcceptLanguage } from '@review/contract/locales';
import { AppError, invalidAsWritten } from '../errors.ts';
import { formatError } from '../i18n/error-messages.ts';

/** Fastify's own 4xx codes and the code of the sentence a person should read instead. */
const FRAMEWORK_MESSAGES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request_not_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request_empty_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content_type_refused',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'not_multipart',
  FST_FILES_LIMIT: 'too_many_files',
  FST_PARTS_LIMIT: 'too_many_fields',
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
    // The sentence follows the caller's language where we have one; codes and params never change with it.
    const locale = negotiateLocale(parseAcceptLanguage(request.headers['accept-language'])) ?? 'en';
    let status = 500;
    let body: ErrorReply = { message: formatError('internal', undefined, locale), code: 'internal' };

    if (error instanceof AppError) {
      status = error.statusCode;
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      body = error.replyIn(locale);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 422;
      body = invalidAsWritten(fieldErrors(error.validation)).replyIn(locale);
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'reply does not match its contract');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      const known = FRAMEWORK_MESSAGES[error.code];
      body = known ? { message: formatError(known, undefined, locale), code: known } : { message: error.message, code: error.code?.toLowerCase() ?? 'bad_request' };
    }

    if (status === 503) request.log.warn({ err: error.cause ?? error }, error.message);
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
});
