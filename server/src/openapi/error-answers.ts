import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { IdSchema } from '@review/contract/fields';
import { isStateChanging } from '../plugins/session.ts';

/** Review links' routes are public, yet a link with a password answers 401 until unlocked, and 403 for what its settings forbid. */
const REVIEW_LINK_ROUTES = '/public/reviews/';
/** The contract's ErrorReplySchema, named by its `.meta({ id })`. */
const ERROR_REPLY = '#/components/schemas/ErrorReply';
const ERRORS: Record<number, string> = {
  400: 'The request is malformed: a body that is not valid JSON, or a form that is not multipart/form-data.',
  401: 'Not signed in: no session or token, or one that has ended; on a review link with a password, not unlocked yet (`password_required`).',
  403: "Not allowed: the caller's role does not allow it, a read-only or session-only restriction applies, a browser request came from another site, or the review link's settings forbid it.",
  404: 'Not found, or not visible to the caller.',
  413: 'The body or a file is larger than allowed.',
  415: 'The content type is not accepted here.',
  422: 'A field is missing or not valid: `errors` holds one message per field.',
  429: 'Too many requests: wait a minute.',
  503: 'The database or the file store cannot be reached: try again after `Retry-After` seconds.',
  507: "The server's disk is full: nothing of the upload was kept.",
};
const RETRY_AFTER = { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' } };

export function errorAnswer(status: number) {
  return {
    description: ERRORS[status],
    ...((status === 429 || status === 503) && { headers: RETRY_AFTER }),
    content: { 'application/json': { schema: { $ref: ERROR_REPLY } } },
  };
}

/** Whether an input names a row by the contract's id: such a call answers 404 when the row is missing or hidden from the caller. */
function namesARow(schema: unknown): boolean {
  if (schema === IdSchema) return true;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return namesARow(schema.unwrap());
  if (schema instanceof z.ZodObject) return Object.values(schema.shape).some(namesARow);
  return false;
}

/** The failures a route can answer, from what it takes and who may call it. */
export function errorsOf(schema: FastifySchema, route: RouteOptions, url: string): number[] {
  const isPublic = schema.security?.length === 0;
  const reviewLink = url.includes(REVIEW_LINK_ROUTES);
  const writes = [route.method].flat().some((method) => isStateChanging(method, route.config));
  const hasBody = Boolean(schema.body ?? schema.form);
  const hasInput = hasBody || Boolean(schema.params ?? schema.querystring);
  const statuses = [
    hasBody && 400,
    (!isPublic || reviewLink) && 401,
    (!isPublic || reviewLink || writes) && 403,
    (Boolean(schema.params) || [schema.querystring, schema.body, schema.form?.fields].some(namesARow)) && 404,
    hasBody && 413,
    hasBody && 415,
    hasInput && 422,
    Boolean(route.config?.rateLimit) && 429,
    503,
    Boolean(schema.form?.toDisk) && 507,
  ];
  return statuses.filter((status) => typeof status === 'number');
}
