import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { JOB_KINDS } from '../../jobs/queue.ts';
import { buildTestApp, dialectUnderTest, useTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const TOKEN = 'metrics-token-for-the-tests';
const ctx = useTestApp({ METRICS_TOKEN: TOKEN });
const scrape = (authorization?: string) => ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** Prometheus' own linter, from Debian's `prometheus` package; the check is skipped on a machine without it. */
const hasPromtool = !spawnSync('promtool', ['--version']).error;

describe('GET /metrics', () => {
  it('is not there unless METRICS_TOKEN is set', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers only the bearer of the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', TOKEN, `Bearer ${TOKEN}x`]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('A valid metrics token is required.');
    }
  });

  it('counts requests by route, render times, open streams, the outbox and process figures in Prometheus text', async () => {
    const owner = await buildUser(ctx.app);
    await buildUploadedAsset(ctx.app, owner, await buildProject(ctx.app, owner));
    await ctx.app.inject({ method: 'GET', url: '/api/v1/plans' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^http_requests_total\{method="GET",route="\/api\/v1\/plans",status="200"\} 1$/m);
    expect(res.body).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/upload\/design_files"\} 1$/m);
    expect(res.body).toMatch(/^design_render_duration_seconds_count 1$/m);
    expect(res.body).toMatch(/^live_event_streams 0$/m);
    expect(res.body).toMatch(/^mail_outbox_waiting \d+$/m);
    expect(res.body).toMatch(/^background_jobs\{kind="send-email",state="failed"\} \d+$/m);
    expect(res.body).toMatch(/^process_resident_memory_bytes \d+/m);
    // SQLite has one connection and no pool to report.
    if (dialectUnderTest === 'postgres') expect(res.body).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
    else expect(res.body).not.toContain('db_pool_connections');
  });
});

describe('GET /metrics in the ecosystem', () => {
  it('passes promtool check metrics', async ({ skip }) => {
    if (!hasPromtool) skip('promtool is not on PATH (Debian: apt-get install prometheus)');
    const owner = await buildUser(ctx.app);
    await buildUploadedAsset(ctx.app, owner, await buildProject(ctx.app, owner));
    const res = await scrape(`Bearer ${TOKEN}`);
    const check = spawnSync('promtool', ['check', 'metrics'], { input: res.body, encoding: 'utf8' });
    expect(`${check.stdout}${check.stderr}`.trim()).toBe('');
    expect(check.status).toBe(0);
  });

  it('has every job kind from the start and names no gauge like a counter', async () => {
    const fresh = await buildTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const body = (await fresh.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      expect(JOB_KINDS).toContain('deliver-webhook');
      const jobSeries = body.split('\n').filter((line) => line.startsWith('background_jobs{'));
      expect(jobSeries).toEqual(JOB_KINDS.flatMap((kind) => ['waiting', 'failed'].map((state) => `background_jobs{kind="${kind}",state="${state}"} 0`)));
      const gauges = [...body.matchAll(/^# TYPE (\S+) gauge$/gm)].map((match) => match[1]);
      expect(gauges).toContain('nodejs_active_handles');
      expect(gauges.filter((name) => name?.endsWith('_total'))).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/v1/ready', () => {
  it('answers ready while the database and the file store answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });
});
