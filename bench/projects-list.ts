// GET /api/v1/projects against a bare Fastify route answering the same JSON, side by side.
// Budget (design: performance budgets): the real route keeps at least half the bare route's throughput.
// Run: npm run bench:projects   (BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_ROUNDS=2 by default)
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { buildMultipart } from '../server/src/test/factories.ts';
import { makeImage } from '../server/src/test/images.ts';

const TARGET_RATIO = 0.5;
const ASSETS_PER_PROJECT = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LATENCY_SAMPLES = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RUNNER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-runner.mjs');

interface LoadResult {
  /** Mean over the run. */
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string | null, payload?: object) {
  const res = await app.inject({ method, url: `/api/v1${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

async function signUp(app: FastifyInstance, name: string): Promise<{ token: string; email: string }> {
  const email = `${name}@bench.example.com`;
  const password = 'bench-password-123';
  await call(app, 'POST', '/auth/register', null, { first_name: name, last_name: 'Bench', email, password });
  const { token } = await call(app, 'POST', '/auth/login', null, { email, password });
  return { token, email };
}

/** A user with 3 projects, each with 3 members and 10 assets (the issue's benchmark data). */
async function seed(app: FastifyInstance): Promise<string> {
  const owner = await signUp(app, 'owner');
  const members = [await signUp(app, 'ada'), await signUp(app, 'grace'), await signUp(app, 'linus')];
  for (let p = 1; p <= 3; p++) {
    const { data: project } = await call(app, 'POST', '/projects', owner.token, { project_name: `Campaign ${p}` });
    await call(app, 'PUT', `/projects/${project.id}`, owner.token, { description: '<p>Spring <strong>launch</strong> assets</p>' });
    for (const [index, member] of members.entries()) {
      const { data: invitation } = await call(app, 'POST', '/invite', owner.token, { project_id: project.id, email: member.email, role: index === 0 ? 'Admin' : 'Member' });
      await call(app, 'POST', `/invitations/${invitation.link.split('/').pop()}/accept`, member.token);
    }
    for (let a = 1; a <= ASSETS_PER_PROJECT; a++) {
      const form = buildMultipart({ project_id: String(project.id) }, [{ field: 'design_file', filename: `poster-${a}.png`, content: await makeImage('png', 320 + a, 240), type: 'image/png' }]);
      const res = await app.inject({ method: 'POST', url: '/api/v1/upload/design_files', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${owner.token}` } });
      if (res.statusCode >= 300) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
    }
  }
  console.log(`seeded 3 projects, 3 members and ${ASSETS_PER_PROJECT} assets each`);
  return owner.token;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The list's cost when served from the cache and when every request follows a change (so it is rebuilt). */
async function listLatency(headers: Record<string, string>, url: string) {
  const time = async (before: () => Promise<unknown>) => {
    const samples: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      await before();
      const start = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url, headers });
      samples.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}`);
    }
    return median(samples);
  };
  const unchanged = await time(async () => undefined);
  const changed = await time(() => sql`UPDATE projects SET revision = revision + 1`.execute(app.database.db));
  return { unchanged, changed };
}

function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(RUNNER, { stdio: 'inherit' });
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load runner exited ${code}`)));
    child.send({ url, headers, duration: SECONDS, connections: CONNECTIONS });
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-'));
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }) });
const bare = Fastify({ logger: false });
try {
  const token = await seed(app);
  const headers = { authorization: `Bearer ${token}` };
  const paths = { list: '/api/v1/projects', floor: '/api/v1/plans' };
  const captured = await app.inject({ method: 'GET', url: paths.list, headers });
  const listBody: unknown = captured.json();
  const floorBody: unknown = (await app.inject({ method: 'GET', url: paths.floor })).json();
  bare.get(paths.list, async () => listBody);
  bare.get(paths.floor, async () => floorBody);

  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  console.log(`reply body: ${captured.body.length} bytes; ${SECONDS} s each, ${CONNECTIONS} connections, one after another`);

  /** Throughput and the server's own CPU time per request (robust when other processes share the cores). */
  async function measure(name: string, url: string) {
    const cpu = process.cpuUsage();
    const result = await load(url, headers);
    const used = process.cpuUsage(cpu);
    const cpuPerRequestUs = (used.user + used.system) / Math.max(1, result.requestsPerSecond * SECONDS);
    const failed = result.non2xx + result.errors + result.timeouts;
    console.log(`${name.padEnd(30)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(result.latencyP99Ms).padStart(4)} ms  ~${cpuPerRequestUs.toFixed(0)} µs CPU/req${failed ? `  (${failed} failed)` : ''}`);
    return { ...result, failed };
  }

  // Alternating rounds, so a slow moment of this shared machine lands on both sides alike.
  const rounds = { real: [] as Awaited<ReturnType<typeof measure>>[], bare: [] as Awaited<ReturnType<typeof measure>>[] };
  for (let round = 1; round <= ROUNDS; round++) {
    rounds.real.push(await measure('GET /api/v1/projects', appUrl + paths.list));
    rounds.bare.push(await measure('bare Fastify, same JSON', bareUrl + paths.list));
  }
  // The app's fixed cost (security headers, cookies, session, reply check) on a route with no database work.
  const floor = await measure('GET /api/v1/plans (no DB)', appUrl + paths.floor);
  const floorBaseline = await measure('bare Fastify, plans JSON', bareUrl + paths.floor);

  const sum = (results: { requestsPerSecond: number }[]) => results.reduce((total, result) => total + result.requestsPerSecond, 0);
  const ratio = sum(rounds.real) / sum(rounds.bare);
  const failed = rounds.real.reduce((total, result) => total + result.failed, 0);
  const isMet = ratio >= TARGET_RATIO && failed === 0;
  console.log(`app floor ratio (plans): ${(floor.requestsPerSecond / floorBaseline.requestsPerSecond).toFixed(2)}`);
  const latency = await listLatency(headers, paths.list);
  console.log(`one list request in-process, median of ${LATENCY_SAMPLES}: ${latency.unchanged.toFixed(2)} ms unchanged, ${latency.changed.toFixed(2)} ms when a project changed just before (rebuilt)`);
  console.log(`ratio ${ratio.toFixed(2)} over ${ROUNDS} alternating rounds (target >= ${TARGET_RATIO}): ${isMet ? 'met' : 'NOT met'}`);
  process.exitCode = isMet ? 0 : 1;
} finally {
  await Promise.all([app.close(), bare.close()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
