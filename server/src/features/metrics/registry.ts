import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../../db/database.ts';
import { JOB_KINDS } from '../../jobs/queue.ts';

/**
 * The app's Prometheus metrics, one registry per app (tests build many). Gauges read their value at
 * scrape time from what already keeps it (the live hub, the pool, the outbox), so nothing is counted
 * twice.
 */
export function createMetrics({ database, openStreams }: { database: DatabaseHandle; openStreams: () => number }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses; their by-type gauges
  // (`nodejs_active_handles{type}` and the rest) hold the same counts.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'design_render_duration_seconds',
    help: 'Time to render an uploaded design file (preview and thumbnail)',
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  new Gauge({ name: 'live_event_streams', help: 'Open live-update streams (GET /api/v1/events) on this instance', registers: [registry], collect() {
    this.set(openStreams());
  } });
  new Gauge({ name: 'mail_outbox_waiting', help: 'E-mails kept in the outbox and not sent yet', registers: [registry], async collect() {
    const row = await database.db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).where('sent_at', 'is', null).executeTakeFirst();
    this.set(Number(row?.n ?? 0));
  } });
  new Gauge({ name: 'background_jobs', help: 'Background jobs by kind: waiting (to run or running) and failed (dead, kept with their last error)', labelNames: ['kind', 'state'], registers: [registry], async collect() {
    const rows = await database.db
      .selectFrom('jobs')
      .select(['kind', (eb) => eb.case().when('failed_at', 'is', null).then('waiting').else('failed').end().as('state'), (eb) => eb.fn.countAll().as('n')])
      .groupBy(['kind', 'state'])
      .execute();
    this.reset();
    // Every kind's series from the start: a query or alert on one finds 0, not nothing, before its first job.
    for (const kind of JOB_KINDS) for (const state of ['waiting', 'failed']) this.set({ kind, state }, 0);
    for (const row of rows) this.set({ kind: row.kind, state: String(row.state) }, Number(row.n));
  } });
  if (database.poolStats) {
    const stats = database.poolStats;
    new Gauge({ name: 'db_pool_connections', help: 'PostgreSQL pool: open connections, idle ones, and requests waiting for one', labelNames: ['state'], registers: [registry], collect() {
      const now = stats();
      this.set({ state: 'total' }, now.total);
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'waiting' }, now.waiting);
    } });
  }
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    observeRender: (seconds: number) => renders.observe(seconds),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
