#!/usr/bin/env node
// Live updates benchmark: 10,000 Server-Sent Events streams open on one real server (GET /api/v1/events,
// 25 members of one project), then changes to the project made through the API. Prints how long the
// change took to reach every stream (budget: p99 under 500 ms) and the server's memory per open stream
// after a full garbage collection, side by side with a bare Node HTTP server that only holds the same
// number of streams and writes one event to all of them: the ratios say what the product adds to the
// transport (budgets: p99 at most 1.2x the bare server's, memory a stream at most 1.1x). The app runs
// as `npm start` runs it, with the logging it ships with (its lines go to a file). Each side's first
// change is cold and reported apart; the p99 is of the changes after it. Three alternating rounds,
// each figure printed, the verdict on the medians.
// Run: npm run bench:live   (LIVE_CLIENTS=10000 LIVE_CHANGES=10 LIVE_ROUNDS=3 by default; this
// machine's most is LIVE_CLIENTS=19000, under its 20,000 open files)
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS, buildServer } from '../scripts/build-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-live-'));
const CLIENTS = Number(process.env.LIVE_CLIENTS ?? 10_000);
const CHANGES = Number(process.env.LIVE_CHANGES ?? 10);
// Within the 30 invitations a minute one inviter may send.
const MEMBERS = 25;
const P99_BUDGET_MS = 500;
const KB = 1024;
// Below Linux's ephemeral range (32768 and up): the load's 19,000 client sockets, and those still in
// TIME_WAIT from a round before, take ports there, and a server port among them failed to listen.
const PORTS_FROM = 21000;
const ROUNDS = Number(process.env.LIVE_ROUNDS ?? 3);
const P99_RATIO_BUDGET = 1.2;
const MEMORY_RATIO_BUDGET = 1.1;

// The server as `npm start` runs it: compiled, no TypeScript loader, with its V8 settings (SERVER_ARGS).
await buildServer();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? NaN;

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

/** A server process with the memory probe preloaded; `memory()` answers its memory after a full collection. */
function startServer(script, execArgv, env, stdout = 'inherit') {
  const child = fork(script, [], {
    cwd: root,
    env: { ...process.env, ...env },
    execArgv: ['--expose-gc', ...execArgv, '--import', path.join(here, 'memory-probe.mjs')],
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
  });
  const memory = () =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send({ type: 'memory' });
    });
  return { child, memory };
}

/** The load process, and a promise per reply it sends. */
function startClients() {
  const child = fork(path.join(here, 'live-clients.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = (message, reply) =>
    new Promise((resolve, reject) => {
      const onMessage = (answer) => {
        if (answer.type === 'error') reject(new Error(answer.message));
        else if (answer.type === reply) resolve(answer);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      child.send(message);
    });
  return { ask, close: () => child.send({ type: 'close' }) };
}

/** Opens the streams, makes the changes, and reports latencies and memory per stream. */
async function measure(name, { server, streamUrl, tokens, makeChange }) {
  const clients = startClients();
  try {
    await sleep(500);
    const before = await server.memory();
    const connectStarted = Date.now();
    await clients.ask({ type: 'connect', url: streamUrl, tokens, count: CLIENTS, batch: 250 }, 'connected');
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    await sleep(1000);
    const after = await server.memory();
    const perStreamKb = (after.rss - before.rss) / CLIENTS / KB;
    const heapPerStreamKb = (after.heapUsed + after.external - before.heapUsed - before.external) / CLIENTS / KB;

    // The first change after start runs cold code on both sides (the app's route, queries and fan-out,
    // the clients' parser): it alone was the slowest 10% of all latencies and so decided the p99. It
    // is made first, printed on its own, and the p99 is of the changes after it.
    const cold = await clients.ask({ type: 'change', ...makeChange(0), timeoutMs: 5000 }, 'changed');
    await sleep(300);
    const latencies = [];
    let missed = cold.missed;
    for (let i = 1; i <= CHANGES; i++) {
      const result = await clients.ask({ type: 'change', ...makeChange(i), timeoutMs: 5000 }, 'changed');
      latencies.push(...result.latencies);
      missed += result.missed;
      await sleep(300);
    }
    const row = { name, perStreamKb, heapPerStreamKb, connectSeconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.reduce((most, latency) => Math.max(most, latency), 0), coldP99: percentile(cold.latencies, 99), missed };
    console.log(
      `${name.padEnd(34)} ${CLIENTS} streams open in ${connectSeconds.toFixed(1)} s; each keeps ${perStreamKb.toFixed(1)} KB of RSS ` +
        `(${heapPerStreamKb.toFixed(1)} KB of JS heap) after a full GC; ` +
        `change heard by all: p50 ${row.p50.toFixed(0)} ms, p99 ${row.p99.toFixed(0)} ms, max ${row.max.toFixed(0)} ms (the first change, cold: p99 ${row.coldP99.toFixed(0)} ms); missed ${missed}`,
    );
    return row;
  } finally {
    clients.close();
  }
}

async function api(base, method, url, token, body) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function signUp(base, name) {
  const email = `${name}@bench.example.com`;
  await api(base, 'POST', '/auth/register', null, { first_name: name, last_name: 'Bench', email, password: 'bench-password-123' });
  return { email, token: (await api(base, 'POST', '/auth/login', null, { email, password: 'bench-password-123' })).token };
}

async function benchApp() {
  const port = PORTS_FROM + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w');
  const server = startServer(SERVER_ARGS.at(-1), SERVER_ARGS.slice(0, -1), { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, AUTH_RATE_LIMIT: '100000' }, log);
  try {
    await waitFor(`${base}/api/v1/health`);
    const owner = await signUp(base, 'owner');
    await api(base, 'PUT', '/profile/plan', owner.token, { plan: 'pro' });
    const { data: project } = await api(base, 'POST', '/projects', owner.token, { project_name: 'Launch' });
    const tokens = [owner.token];
    for (let i = 1; i < MEMBERS; i++) {
      const member = await signUp(base, `member${i}`);
      const { data: invitation } = await api(base, 'POST', '/invite', owner.token, { project_id: project.id, email: member.email, role: 'Member' });
      await api(base, 'POST', `/invitations/${invitation.link.split('/').pop()}/accept`, member.token, {});
      tokens.push(member.token);
    }
    console.log(`seeded one project with ${MEMBERS} people (owner included); streams are spread over them`);
    return await measure('GET /api/v1/events (the app)', {
      server,
      streamUrl: `${base}/api/v1/events`,
      tokens,
      makeChange: (i) => ({
        method: 'PUT',
        url: `${base}/api/v1/projects/${project.id}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ project_name: `Launch ${i}` }),
      }),
    });
  } finally {
    server.child.kill();
    fs.closeSync(log);
  }
}

async function benchBare() {
  const port = PORTS_FROM + 500 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(path.join(here, 'bare-sse-server.mjs'), [], { PORT: String(port) });
  try {
    await waitFor(`${base}/health`);
    return await measure('bare Node SSE server, same load', {
      server,
      streamUrl: `${base}/events`,
      tokens: [null],
      makeChange: () => ({ method: 'POST', url: `${base}/change`, headers: {}, body: '' }),
    });
  } finally {
    server.child.kill();
  }
}

try {
  // Alternating rounds (app, then bare), each on fresh processes; the verdict is on each round and on the medians.
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS}`);
    rounds.push({ app: await benchApp(), bare: await benchBare() });
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  for (const [index, { app, bare }] of rounds.entries()) {
    console.log(`round ${index + 1}: p99 ${app.p99.toFixed(0)} ms against ${bare.p99.toFixed(0)} ms, ${(app.p99 / bare.p99).toFixed(2)}x (cold first change ${app.coldP99.toFixed(0)} ms against ${bare.coldP99.toFixed(0)} ms, ${(app.coldP99 / bare.coldP99).toFixed(2)}x); ${app.perStreamKb.toFixed(1)} KB a stream against ${bare.perStreamKb.toFixed(1)} KB, ${(app.perStreamKb / bare.perStreamKb).toFixed(2)}x; missed ${app.missed}`);
  }
  const p99Ratio = median(rounds.map(({ app, bare }) => app.p99 / bare.p99));
  const memoryRatio = median(rounds.map(({ app, bare }) => app.perStreamKb / bare.perStreamKb));
  const appP99 = median(rounds.map(({ app }) => app.p99));
  const missed = rounds.reduce((total, { app }) => total + app.missed, 0);
  console.log(`p99 ${appP99.toFixed(0)} ms (budget < ${P99_BUDGET_MS} ms), median ${p99Ratio.toFixed(2)}x the bare server's (budget <= ${P99_RATIO_BUDGET}x): ${verdict(appP99 < P99_BUDGET_MS && p99Ratio <= P99_RATIO_BUDGET && missed === 0)}`);
  console.log(`memory a stream, median ${memoryRatio.toFixed(2)}x the bare server's (budget <= ${MEMORY_RATIO_BUDGET}x): ${verdict(memoryRatio <= MEMORY_RATIO_BUDGET)}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
