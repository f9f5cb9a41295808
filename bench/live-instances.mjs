#!/usr/bin/env node
// Cross-instance live updates: two servers as `npm start` runs them (compiled, each a process of its
// own) on one PostgreSQL (a throwaway one, from the machine's binaries, via scripts/start-postgres.sh).
// A stream is open on instance B; changes are made through instance A; each change's time from the
// write being sent to A to the event on B is measured (the write's own round trip included). Run twice: hubs woken by LISTEN/NOTIFY (the default)
// and by their 250 ms poll alone (LIVE_NOTIFY=false). Target (architecture.md): 50 ms at the median.
// Run: npm run bench:live-instances
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build-server.mjs';
import { apiClient, signUp, startAppServer, waitForHealth } from './app-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-instances-'));
// The database runs as its own user (start-postgres.sh), which must reach its folder inside this one.
fs.chmodSync(work, 0o755);
const CHANGES = 40;
const pgPort = 40000 + Math.floor(Math.random() * 1000);
const pgDir = path.join(work, 'pg');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const startServer = (port, databaseUrl, env) => startAppServer({ port, dataDir: path.join(work, `data-${port}`), env: { DATABASE_URL: databaseUrl, ...env } });

/** Reads an event stream, resolving `waitFor` when an event of the project arrives. */
async function openStream(base, token) {
  const res = await fetch(`${base}/api/v1/events`, { headers: { authorization: `Bearer ${token}` } });
  const decoder = new TextDecoder();
  let buffer = '';
  let waiter = null;
  (async () => {
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.includes('event: project') && waiter) waiter();
      }
    }
  })().catch(() => undefined);
  return { next: () => new Promise((resolve) => (waiter = () => ((waiter = null), resolve(performance.now())))) };
}

async function run(databaseUrl, env) {
  const [portA, portB] = [41000 + Math.floor(Math.random() * 1000), 42000 + Math.floor(Math.random() * 1000)];
  const a = startServer(portA, databaseUrl, env);
  const b = startServer(portB, databaseUrl, env);
  const [baseA, baseB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  try {
    await Promise.all([waitForHealth(baseA), waitForHealth(baseB)]);
    const call = apiClient(baseA);
    const { token } = await signUp(call);
    const project = await call('POST', '/projects', { project_name: 'Live' }, token);
    const stream = await openStream(baseB, token);
    await sleep(1000);
    const times = [];
    for (let i = 0; i < CHANGES; i++) {
      const heard = stream.next();
      const sent = performance.now();
      await call('PUT', `/projects/${project.data.id}`, { project_name: `Live ${i}` }, token);
      times.push((await heard) - sent);
      // Changes apart from each other and from the poll's rhythm.
      await sleep(97 + (i % 7) * 23);
    }
    return times;
  } finally {
    a.kill('SIGTERM');
    b.kill('SIGTERM');
    await sleep(500);
  }
}

await buildServer();
const databaseUrl = execFileSync('bash', [path.join(root, 'scripts/start-postgres.sh'), pgDir, String(pgPort)], { encoding: 'utf8' }).trim().split('\n').pop();
try {
  const notify = await run(databaseUrl, {});
  const poll = await run(databaseUrl, { LIVE_NOTIFY: 'false' });
  console.log(`A change made on instance A, heard on a stream of instance B (PostgreSQL), ${CHANGES} changes each:`);
  console.log(`  LISTEN/NOTIFY: p50 ${percentile(notify, 50).toFixed(1)} ms   p95 ${percentile(notify, 95).toFixed(1)} ms   (target p50 <= 50 ms)`);
  console.log(`  poll only:     p50 ${percentile(poll, 50).toFixed(1)} ms   p95 ${percentile(poll, 95).toFixed(1)} ms`);
} finally {
  const runAs = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  execFileSync(runAs[0] ?? path.join(PG_BIN, 'pg_ctl'), [...runAs.slice(1), ...(runAs.length ? [path.join(PG_BIN, 'pg_ctl')] : []), '-D', pgDir, 'stop', '-m', 'fast'], { stdio: 'ignore' });
  fs.rmSync(work, { recursive: true, force: true });
}
