#!/usr/bin/env node
// The bare twin of bench/reads.mjs, in a process of its own: a plain Fastify that answers each path
// with the very bytes the app gave for it, body and headers, captured once and sent as they are (the
// least work that gives the same answer: no serialising, no database, no session, no hooks, no log).
// Receives {routes: [{path, text, headers}]} over IPC and answers with {port} once listening.
// Run by bench/reads.mjs.
import Fastify from 'fastify';

process.once('message', async ({ routes }) => {
  const app = Fastify({ logger: false });
  for (const { path, text, headers } of routes) app.get(path, (_request, reply) => reply.headers(headers).send(text));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ port: app.server.address().port });
  process.once('disconnect', () => app.close());
});
