import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Db, DialectName } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { JobKind, JobPayloads } from './queue.ts';
import type { JobRegistry } from './registry.ts';

export interface JobContext {
  /** 1 on the first run. */
  attempt: number;
  /** Keeps the job this worker's for another lease; call it between long steps. */
  extendLease: () => Promise<void>;
  /**
   * Aborted when the server stops: a long handler returns early by throwing, and the job is put
   * back as it was, to be taken up again (by this or another instance) without counting an attempt.
   */
  signal: AbortSignal;
}

export interface JobHandler<K extends JobKind> {
  run: (payload: JobPayloads[K], context: JobContext) => Promise<void>;
  /** Runs after the last failed attempt, with its error; the job row stays, marked failed. */
  giveUp?: (payload: JobPayloads[K], error: unknown) => Promise<void>;
  /** Without it, a job is tried until it is a day old (an SMTP server down for hours loses nothing). */
  maxAttempts?: number;
}

/** A failing job is tried again until it is this old, then kept as failed (dead) with its last error. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/**
 * 5 s, 10 s, 20 s… up to an hour, each scattered by ±25%, so that jobs that failed together (an
 * outage) do not all come back at the same moment.
 */
export const backoffMs = (attempt: number, random = Math.random) => Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.min(attempt - 1, 20) * (0.75 + random() / 2));
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Runs the jobs in the `jobs` table. A job is claimed by one conditional update (free, or its
 * holder's lease ran out because that process died), so any number of instances may run workers on
 * one database and a job killed mid-way is taken up again once its lease ends. A handler that throws
 * is tried again later, with growing waits, up to its attempts or for a day; then the job is kept as failed (dead).
 */
export function createJobWorker({
  db,
  dialect,
  handlers,
  log,
  leaseMs = 60_000,
  pollMs = 1_000,
  concurrency = 2,
}: {
  db: Db;
  dialect: DialectName;
  /** Filled by the composition root with each feature's handlers (registry.ts). */
  handlers: JobRegistry;
  log: FastifyBaseLogger;
  leaseMs?: number;
  pollMs?: number;
  concurrency?: number;
}) {
  let running = 0;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  const inFlight = new Set<Promise<void>>();
  let stopping = new AbortController();

  async function claim() {
    const now = iso(Date.now());
    const free = (eb: ExpressionBuilder<Database, 'jobs'>) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]);
    return db
      .updateTable('jobs')
      .set((eb) => ({ locked_until: iso(Date.now() + leaseMs), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', (eb) => {
        const due = eb.selectFrom('jobs').select('id').where('failed_at', 'is', null).where('run_at', '<=', now).where(free).orderBy('run_at').orderBy('id').limit(1);
        // PostgreSQL: instances claiming at once each take a different job rather than queue on one row.
        // SQLite has one writer at a time, so the conditional update alone decides.
        return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
      })
      .where(free)
      .returningAll()
      .executeTakeFirst();
  }

  async function runOne(job: NonNullable<Awaited<ReturnType<typeof claim>>>) {
    const handler = handlers.handlerOf(job.kind);
    const payload = JSON.parse(job.payload) as JobPayloads[JobKind];
    const context: JobContext = {
      attempt: job.attempts,
      extendLease: async () => {
        await db.updateTable('jobs').set({ locked_until: iso(Date.now() + leaseMs) }).where('id', '=', job.id).execute();
      },
      signal: stopping.signal,
    };
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler.run(payload, context);
      await db.deleteFrom('jobs').where('id', '=', job.id).execute();
    } catch (error) {
      if (context.signal.aborted) {
        await db.updateTable('jobs').set((eb) => ({ locked_until: null, attempts: eb('attempts', '-', 1) })).where('id', '=', job.id).execute();
        return;
      }
      const lastError = String((error as Error)?.message ?? error).slice(0, 2000);
      const tooOld = Date.now() - Date.parse(job.created_at) >= GIVE_UP_AFTER_MS;
      if (handler && !tooOld && job.attempts < (handler.maxAttempts ?? Infinity)) {
        log.warn({ err: error, job: job.id, kind: job.kind, attempt: job.attempts }, 'a background job failed; it will be tried again');
        await db.updateTable('jobs').set({ locked_until: null, last_error: lastError, run_at: iso(Date.now() + backoffMs(job.attempts)) }).where('id', '=', job.id).execute();
      } else {
        log.error({ err: error, job: job.id, kind: job.kind }, 'a background job failed for the last time');
        await handler?.giveUp?.(payload, error).catch((giveUpError: unknown) => log.error({ err: giveUpError, job: job.id }, 'a failed job could not be wound up'));
        await db.updateTable('jobs').set({ locked_until: null, last_error: lastError, failed_at: iso(Date.now()) }).where('id', '=', job.id).execute();
      }
    }
  }

  /** Takes jobs while there are free slots and due jobs. */
  async function poll() {
    while (!stopped && running < concurrency) {
      const job = await claim().catch((error: unknown) => {
        log.warn({ err: error }, 'background jobs could not be read; trying again shortly');
        return undefined;
      });
      if (!job) return;
      running++;
      const work = runOne(job)
        .catch((error: unknown) => log.error({ err: error, job: job.id }, 'a background job could not be recorded'))
        .finally(() => {
          running--;
          inFlight.delete(work);
          wake();
        });
      inFlight.add(work);
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void poll().finally(() => schedule(pollMs));
    }, delayMs);
    timer.unref();
  }

  /** Looks for jobs now rather than at the next tick: call after committing a transaction that enqueued one. */
  function wake() {
    schedule(0);
  }

  return {
    wake,
    start() {
      if (!stopped) return;
      const missing = handlers.missing();
      if (missing.length > 0) throw new Error(`no handler is registered for jobs of kind ${missing.join(', ')}`);
      stopped = false;
      stopping = new AbortController();
      wake();
    },
    /** Takes no more jobs, asks those running to return early and waits for them. */
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
