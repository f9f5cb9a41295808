import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS_PATH } from '@review/contract/events';
import type { ProjectsRepository } from '../projects/repository.ts';
import type { LiveConnection, LiveHub } from './hub.ts';

/** A stream whose client stopped reading for this long is dropped; it reconnects and refreshes. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2000;

/** `GET /events`: the signed-in user's live updates as Server-Sent Events (see contract/events). */
export default async function liveEventRoutes(app: FastifyInstance, { hub, projects }: { hub: LiveHub; projects: ProjectsRepository }) {
  app.addHook('onRequest', app.authenticate);

  app.get(LIVE_EVENTS_PATH, { schema: { tags: ['events'], description: 'Server-Sent Events: `ready`, then `project` {project_id, removed} on every change.' } }, async (request, reply) => {
    const user = app.currentUser(request);
    const visible = await projects.listRevisionRows(user.id);

    reply.hijack();
    const res = reply.raw;
    // Hijacked replies skip Fastify's sending, so the security headers set so far are copied over.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold the events back in a buffer.
      'x-accel-buffering': 'no',
    });
    const write = (frame: string) => {
      if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
      else res.write(frame);
    };
    const connection: LiveConnection = {
      userId: user.id,
      send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      ping: () => write(': ping\n\n'),
      close: () => res.end(),
    };
    write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
    hub.add(connection, visible);
    res.on('close', () => hub.remove(connection));
  });
}
