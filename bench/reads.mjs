#!/usr/bin/env node
// Hot reads benchmark: every read a screen makes, asked of the server as `npm start` runs it
// (compiled, its own process, SQLite in a temporary data directory, with the logging it ships with: a
// JSON line per request, here written to a file as a service manager's pipe would take it), against a
// bare Fastify twin (bench/reads-bare.mjs, a process of its own) answering the same path with the same
// bytes, captured once from the app and sent as a string with the app's headers. The load comes from a third process (bench/load-runner.mjs), the same
// connections and duration for both, in rounds that alternate app and bare. The data is made through
// the API: a pro user, a second member, a project of 40 assets, one of them with 5 versions and 50
// annotated threads of 3 replies each, with reactions, a few attachments and mentions, and two more
// projects of 10 assets shared with the member, for the projects list.
// Prints one line per route: app and bare req/s (means over the rounds) and their ratio.
// Budget (architecture.md): every hot read keeps at least half of its bare twin's throughput.
// Run: npm run bench:reads   (BENCH_SECONDS=4 BENCH_CONNECTIONS=10 BENCH_ROUNDS=2 by default; BENCH_CPU_PROF=dir profiles the server and the twin, BENCH_ONLY=versions,project runs only those reads)
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SERVER_ARGS, buildServer } from '../scripts/build-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-reads-'));
const port = 39000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const TARGET_RATIO = 0.5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ASSETS = 40;
const OTHER_ASSETS = 10;
const THREADS = 50;
const REPLIES = 3;
const VERSIONS = 5;
const ATTACHMENTS = 4;
const password = 'bench-password-123';

async function call(method, url, token, body) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { ...(body && !isForm && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    body: body && (isForm ? body : JSON.stringify(body)),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const form = (fields, files = []) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  for (const { field, name, content } of files) data.append(field, new Blob([content], { type: 'image/png' }), name);
  return data;
};

/** A small flat-coloured PNG, a different size and colour for each n so no two files are the same. */
const png = (n) => sharp({ create: { width: 320 + n, height: 240, channels: 3, background: { r: (n * 53) % 256, g: (n * 97) % 256, b: 160 } } }).png().toBuffer();

async function signUp(name) {
  const email = `${name}-${Date.now()}@bench.example.com`;
  await call('POST', '/auth/register', null, { first_name: name, last_name: 'Bench', email, password, password_confirmation: password, terms: true });
  const { token, user } = await call('POST', '/auth/login', null, { email, password });
  return { token, user, email };
}

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${base}/api/v1/health`).then((res) => res.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** Until the renderer has finished every variation of the project, so it does not share the cores with the measurement. */
async function waitForRenders(token, projectId) {
  for (let i = 0; i < 600; i++) {
    const { data } = await call('GET', `/assets?project=${projectId}`, token);
    const states = await Promise.all(data.map(async ({ id }) => (await call('GET', `/versions?asset=${id}`, token)).data.flatMap((version) => version.variations.map((variation) => variation.render_state))));
    if (states.flat().includes('failed')) throw new Error('a rendering failed');
    if (states.flat().every((state) => state === 'ready')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('renderings did not finish');
}

async function seed() {
  const owner = await signUp('owner');
  const member = await signUp('member');
  await call('PUT', '/profile/plan', owner.token, { plan: 'pro' });
  const { data: project } = await call('POST', '/projects', owner.token, { project_name: 'Spring campaign' });
  await call('PUT', `/projects/${project.id}`, owner.token, { description: '<p>Spring <strong>launch</strong> assets</p>' });
  const { data: invitation } = await call('POST', '/invite', owner.token, { project_id: project.id, email: member.email, role: 'Member' });
  await call('POST', `/invitations/${invitation.link.split('/').pop()}/accept`, member.token);

  const assets = [];
  for (let n = 0; n < ASSETS; n++) {
    assets.push((await call('POST', '/upload/design_files', owner.token, form({ project_id: project.id }, [{ field: 'design_file', name: `poster-${n + 1}.png`, content: await png(n) }]))).data);
  }
  // The projects list shows several projects, each with its thumbnails and people.
  const others = [];
  for (const [index, name] of ['Summer campaign', 'Brand refresh'].entries()) {
    const { data: other } = await call('POST', '/projects', owner.token, { project_name: name });
    const { data: otherInvitation } = await call('POST', '/invite', owner.token, { project_id: other.id, email: member.email, role: 'Member' });
    await call('POST', `/invitations/${otherInvitation.link.split('/').pop()}/accept`, member.token);
    for (let n = 0; n < OTHER_ASSETS; n++) {
      await call('POST', '/upload/design_files', owner.token, form({ project_id: other.id }, [{ field: 'design_file', name: `banner-${n + 1}.png`, content: await png(200 + index * OTHER_ASSETS + n) }]));
    }
    others.push(other.id);
  }
  const asset = assets[0];
  for (let n = 1; n < VERSIONS; n++) {
    await call('POST', '/versions', owner.token, form({ asset_id: asset.id, note: `Round ${n + 1}: tighter headline` }, [{ field: 'design_file', name: 'poster-1.png', content: await png(ASSETS + n) }]));
  }
  const variationId = asset.versions[0].variations[0].id;
  const people = [owner, member];
  for (let t = 0; t < THREADS; t++) {
    const author = people[t % 5 === 0 ? 1 : 0];
    const other = people[t % 5 === 0 ? 0 : 1];
    const x = 100 + (t % 10) * 20;
    const y = 20 + Math.floor(t / 10) * 40;
    const { data: thread } = t < ATTACHMENTS
      ? await call('POST', '/comments', author.token, form({ variation_id: variationId, content: `Thread ${t + 1}: compare with the reference.` }, [{ field: 'attachments[]', name: `reference-${t + 1}.png`, content: await png(100 + t) }]))
      : await call('POST', '/annotation-comments', author.token, {
          variation_id: variationId,
          shape: 'rect',
          color: 'red',
          content: `Thread ${t + 1}: the spacing around the headline is too tight here, @${other.user.first_name}.`,
          mentions: [other.user.id],
          starting_point: [{ x, y }],
          path: [{ x, y }, { x: x + 15, y }, { x: x + 15, y: y + 30 }, { x, y: y + 30 }, { x, y }],
        });
    for (let r = 0; r < REPLIES; r++) {
      await call('POST', '/comments', people[(t + r + 1) % 2].token, { variation_id: variationId, parent_id: thread.id, content: `Reply ${r + 1} to thread ${t + 1}: agreed, I will move it by 8 px.` });
    }
    await call('POST', '/comments-react', other.token, { comment_id: thread.id, reaction: '👍' });
    if (t % 3 === 0) await call('POST', '/comments-react', author.token, { comment_id: thread.id, reaction: '🎉' });
  }
  for (const id of [project.id, ...others]) await waitForRenders(owner.token, id);
  return { token: owner.token, projectId: project.id, assetId: asset.id };
}

/**
 * The headers of the app's answer that the twin sends too, so that both give the same bytes: all but
 * those the HTTP layer writes for any reply. The security headers alone are some 700 bytes a reply,
 * which the client reads and the server writes and checks.
 */
const HTTP_LAYER = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);
const answerHeaders = (headers) => Object.fromEntries([...headers].filter(([name]) => !HTTP_LAYER.has(name)));

function load(url, headers) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'load-runner.mjs'), { stdio: 'inherit' });
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load runner exited ${code}`)));
    child.send({ url, headers, duration: SECONDS, connections: CONNECTIONS });
  });
}

/** BENCH_CPU_PROF=<dir>: the server and its twin write V8 CPU profiles in <dir>/app and <dir>/bare when they stop, to see where a read's time goes. */
const profileIn = (side) => (process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF, side)}`] : []);

function startBare(routes) {
  const child = fork(path.join(here, 'reads-bare.mjs'), { stdio: 'inherit', execArgv: profileIn('bare') });
  return new Promise((resolve, reject) => {
    child.once('message', ({ port: barePort }) => resolve({ child, url: `http://127.0.0.1:${barePort}` }));
    child.once('error', reject);
    child.send({ routes });
  });
}

await buildServer();
const server = spawn(process.execPath, [...profileIn('app'), ...SERVER_ARGS], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  stdio: ['ignore', fs.openSync(path.join(work, 'server.log'), 'w'), 'inherit'],
});
let bare;
try {
  await waitForHealth();
  const seedStarted = performance.now();
  const { token, projectId, assetId } = await seed();
  const headers = { authorization: `Bearer ${token}` };
  const reads = [
    ['comments of the asset', `/api/v1/comments?asset=${assetId}`],
    ['assets of the project', `/api/v1/assets?project=${projectId}`],
    ['versions of the asset', `/api/v1/versions?asset=${assetId}`],
    ['notifications', '/api/v1/notifications'],
    ['history of the asset', `/api/v1/history?asset=${assetId}`],
    ['one project', `/api/v1/projects/${projectId}`],
    ['projects list', '/api/v1/projects'],
  ];
  const routes = [];
  for (const [name, url] of reads) {
    const res = await fetch(base + url, { headers });
    const text = await res.text();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${text}`);
    routes.push({ name, url, path: url.split('?')[0], text, headers: answerHeaders(res.headers), body: JSON.parse(text), bytes: Buffer.byteLength(text) });
  }
  const comments = routes[0].body.data;
  const notifications = routes[3].body.data;
  console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s: ${ASSETS} assets, ${routes[2].body.data.length} versions and ${comments.length} comments (${comments.filter((comment) => comment.parent_id === null).length} threads) on one, ${notifications.length} notifications, ${routes[4].body.meta.total} history entries`);
  console.log(`${ROUNDS} alternating rounds of ${SECONDS} s each side, ${CONNECTIONS} connections, load from a third process; means over the rounds:`);
  bare = await startBare(routes.map(({ path: route, text, headers: answer }) => ({ path: route, text, headers: answer })));

  let isMet = true;
  // BENCH_ONLY=versions,project: only the reads whose name contains one of these (to profile one kind of reply).
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  for (const { name, url, bytes } of routes.filter((route) => !only || only.some((part) => route.name.includes(part)))) {
    const app = [];
    const twin = [];
    for (let round = 0; round < ROUNDS; round++) {
      app.push(await load(base + url, headers));
      twin.push(await load(bare.url + url, headers));
    }
    const failed = [...app, ...twin].reduce((total, result) => total + result.non2xx + result.errors + result.timeouts, 0);
    const appRate = app.reduce((total, result) => total + result.requestsPerSecond, 0) / ROUNDS;
    const bareRate = twin.reduce((total, result) => total + result.requestsPerSecond, 0) / ROUNDS;
    const ratio = appRate / bareRate;
    isMet &&= ratio >= TARGET_RATIO && failed === 0;
    const label = `GET ${url.replace(/=\d+$/, '=').replace(/\/\d+$/, '/{id}')} (${name}, ${(bytes / 1024).toFixed(1)} KB)`;
    console.log(`  ${label.padEnd(62)} app ${appRate.toFixed(0).padStart(6)} req/s   bare ${bareRate.toFixed(0).padStart(6)} req/s   ratio ${ratio.toFixed(2)}${ratio >= TARGET_RATIO ? '' : ' (target >= 0.5)'}${failed ? `   ${failed} failed` : ''}`);
  }
  process.exitCode = isMet ? 0 : 1;
} finally {
  bare?.child.disconnect();
  server.kill('SIGTERM');
  // Proof the app logged as it ships: one line per request it answered.
  const logged = fs.readFileSync(path.join(work, 'server.log'), 'utf8').split('\n').filter((line) => line.includes('"msg":"request"')).length;
  console.log(`the app wrote ${logged} request log lines`);
  fs.rmSync(work, { recursive: true, force: true });
}
