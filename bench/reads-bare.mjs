#!/usr/bin/env node
// The bare twin of bench/reads.mjs, in a process of its own: a plain Fastify that answers each path
// with the JSON body the app gave for it, captured once, and does nothing else (no database, no
// session, no hooks). Receives {routes: [{path, body}]} over IPC and answers with {port} once listening.
// Run by bench/reads.mjs.
import Fastify from 'fastify';

process.once('message', async ({ routes }) => {
  const app = Fastify({ logger: false });
  for (const { path, body } of routes) app.get(path, async () => body);
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ port: app.server.address().port });
  process.once('disconnect', () => app.close());
});
