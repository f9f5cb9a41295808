import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** A reply checked against its schema and serialised once, when it is built, as Fastify would on each request. */
export const serialize = <Schema extends z.ZodType>(schema: Schema, reply: z.output<Schema>) => JSON.stringify(schema.encode(reply));

/** Answers a reply serialised by `serialize` (see cached-reads.ts). */
export const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
