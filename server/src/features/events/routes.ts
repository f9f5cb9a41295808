import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS_PATH, type ProjectChangedEvent, type UserChangedEvent } from '@review/contract/events';
import { hashToken } from '../auth/tokens.ts';
import type { ProjectsRepository } from '../projects/repository.ts';
import type { LiveConnection, LiveHub } from './hub.ts';

/** A stream whose client stopped reading for this long is dropped; it reconnects and refreshes. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2000;

/**
 * One open stream. A class rather than closures: thousands stay open at once, and methods on the
 * prototype cost nothing per stream.
 */
class EventStream implements LiveConnection {
  constructor(
    readonly userId: number,
    readonly sessionKey: string,
    private readonly res: ServerResponse,
  ) {}

  send(event: 'project' | 'user', data: ProjectChangedEvent | UserChangedEvent) {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  ping() {
    this.write(': ping\n\n');
  }

  close() {
    this.res.end();
  }

  write(frame: string) {
    if (this.res.writableLength > MAX_BUFFERED_BYTES) this.res.destroy();
    else this.res.write(frame);
  }
}

/** `GET /events`: the signed-in user's live updates as Server-Sent Events (see contract/events). */
export default async function liveEventRoutes(app: FastifyInstance, { hub, projects }: { hub: LiveHub; projects: ProjectsRepository }) {
  app.addHook('onRequest', app.authenticate);

  app.get(LIVE_EVENTS_PATH, { schema: { tags: ['events'], description: 'Server-Sent Events: `ready`, then `project` {project_id, removed} on every change of a project, and `user` {} on every change of the user\'s own notifications, projects or plan.' } }, async (request, reply) => {
    const user = app.currentUser(request);
    const sessionKey = hashToken(request.sessionToken ?? '');
    const visible = await projects.listRevisionRows(user.id);

    // Fastify holds the request until the stream ends: it need not hold the user's row all that time.
    request.user = null;
    request.sessionToken = null;
    reply.hijack();
    const res = reply.raw;
    // Hijacked, so the app's security headers are not sent: a stream of events renders nothing they
    // would guard, and each header kept costs memory on every one of thousands of open streams.
    res.writeHead(200, {
      'x-content-type-options': 'nosniff',
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold the events back in a buffer.
      'x-accel-buffering': 'no',
    });
    const connection = new EventStream(user.id, sessionKey, res);
    connection.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
    hub.add(connection, visible, user.live_revision);
    res.on('close', () => hub.remove(connection));
  });
}
