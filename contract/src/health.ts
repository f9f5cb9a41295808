import { z } from 'zod';
import { ErrorReplySchema } from './errors.ts';

const CheckSchema = z.enum(['ok', 'unreachable']);

/** `GET /health`: the process answers and reaches its database. */
export const HealthReplySchema = z.object({ status: z.literal('ok') });

/** `GET /ready`: the database and the file store are both reachable. */
export const ReadyReplySchema = z.object({ status: z.literal('ready'), checks: z.object({ database: CheckSchema, storage: CheckSchema }) });

/** `GET /ready` answering 503: the error shape, with which of the two is down. */
export const NotReadyReplySchema = ErrorReplySchema.extend({ checks: ReadyReplySchema.shape.checks });
