import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { LIVE_CHANNEL } from '../../db/migrations/0020-live-notify.ts';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Keeps one connection (outside the pool: it is held for good) LISTENing for raised revisions on
 * PostgreSQL and wakes the live hub on each, so a change made on any instance reaches streams here
 * within a round trip, not a poll. Whatever the number of streams, it is one connection and one read
 * per wake-up. A lost connection is opened again with growing waits; meanwhile the hub's poll carries on.
 */
export function createNotifyListener({ databaseUrl, onNotice, log }: { databaseUrl: string; onNotice: () => void; log: FastifyBaseLogger }) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  function retryLater() {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
  }

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, connectionTimeoutMillis: 5_000 });
    // Without a listener an 'error' (a database restart) would end the process.
    next.on('error', (error) => {
      log.warn({ err: error }, 'live updates lost their LISTEN connection; polling until it is back');
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      retryLater();
    });
    next.on('end', () => {
      if (client === next) {
        client = null;
        retryLater();
      }
    });
    next.on('notification', () => onNotice());
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      if (stopped) return void (await next.end());
      client = next;
      retryMs = RETRY_MIN_MS;
      // Changes made while the connection was down were not heard: read revisions once now.
      onNotice();
    } catch (error) {
      log.warn({ err: error }, 'live updates could not LISTEN; polling until they can');
      await next.end().catch(() => undefined);
      retryLater();
    }
  }

  return {
    start: () => connect(),
    /** Whether notices are being heard (metrics, tests). */
    isListening: () => client !== null,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const closing = client;
      client = null;
      await closing?.end().catch(() => undefined);
    },
  };
}

export type NotifyListener = ReturnType<typeof createNotifyListener>;
