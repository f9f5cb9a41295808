import { defineFeature, route } from '../feature.ts';
import projects from '../projects/index.ts';
import { createLiveHub, type LiveHub } from './hub.ts';
import { createNotifyListener, type NotifyListener } from './notify-listener.ts';
import { createLiveEventsRepository } from './repository.ts';
import liveEventRoutes from './routes.ts';

// What other features use of this one; the feature itself is the default export.
export type { GuestConnection, LiveHub } from './hub.ts';

/** Live updates: how often watched projects' revisions are read, idle streams pinged, and streams' sessions checked. */
const LIVE_HEARTBEAT_MS = 25_000;
const LIVE_SESSION_CHECK_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates of open event streams. */
    liveHub: LiveHub;
    /** On PostgreSQL with LIVE_NOTIFY on: what wakes the live hub when another instance writes. */
    liveListener: NotifyListener | null;
  }
}

export default defineFeature({
  name: 'events',
  get needs() {
    return [projects];
  },
  build: ({ database, config, log, use }) => {
    const hub = createLiveHub({ repository: createLiveEventsRepository(database.db), log, pollMs: config.livePollMs, heartbeatMs: LIVE_HEARTBEAT_MS, sessionCheckMs: LIVE_SESSION_CHECK_MS });
    // Changes made by other instances wake this hub at once; the poll stays as the safety net.
    const liveListener =
      database.dialect === 'postgres' && config.liveNotify && config.databaseUrl ? createNotifyListener({ databaseUrl: config.databaseUrl, onNotice: () => void hub.poll(), log }) : null;
    void liveListener?.start();
    return {
      publishes: { hub },
      decorate: { liveHub: hub, liveListener },
      onResponse: (request, reply) => {
        // A write answered here is told at once instead of at the next tick (the database has committed it by now).
        if (request.method === 'GET' || request.method === 'HEAD') return;
        void hub.poll();
        if (reply.statusCode < 400 && request.routeOptions.config.endsSessions) void hub.endStreamsOfEndedSessions();
      },
      preClose: async () => {
        hub.close();
        await liveListener?.stop();
      },
      routes: [route(liveEventRoutes, { hub, listRevisions: use(projects).listRevisions })],
    };
  },
});
