import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS_PATH, type ProjectChangedEvent, type UserChangedEvent } from '@review/contract/events';
import { hashToken } from '../auth/index.ts';
import type { ProjectRevisionRow } from '../projects/index.ts';
import type { LiveConnection, LiveHub } from './hub.ts';
import { openEventStream, SseStream } from '../../plugins/sse-stream.ts';

/** One signed-in user's open stream. */
class EventStream extends SseStream implements LiveConnection {
  constructor(
    readonly userId: number,
    readonly sessionKey: string,
    res: ServerResponse,
  ) {
    super(res);
  }

  send(event: 'project' | 'user', data: ProjectChangedEvent | UserChangedEvent) {
    this.emit(event, data);
  }
}

/** `GET /events`: the signed-in user's live updates as Server-Sent Events (see contract/events). */
export default async function liveEventRoutes(app: FastifyInstance, { hub, listRevisions }: { hub: LiveHub; listRevisions: (viewerId: number) => Promise<ProjectRevisionRow[]> }) {
  app.addHook('onRequest', app.authenticate);

  app.get(LIVE_EVENTS_PATH, { config: { access: 'account' }, schema: { tags: ['events'], operationId: 'streamEvents', summary: 'Your live updates (Server-Sent Events)', produces: ['text/event-stream'], description: 'Server-Sent Events: `ready`, then `project` {project_id, removed} on every change of a project, and `user` {} on every change of the user\'s own notifications, projects or plan.' } }, async (request, reply) => {
    const user = app.currentUser(request);
    const sessionKey = hashToken(request.sessionToken ?? '');
    const visible = await listRevisions(user.id);

    // Fastify holds the request until the stream ends: it need not hold the user's row all that time.
    request.user = null;
    request.sessionToken = null;
    const res = openEventStream(reply);
    const connection = new EventStream(user.id, sessionKey, res);
    hub.add(connection, visible, user.live_revision);
    res.on('close', () => hub.remove(connection));
  });
}
