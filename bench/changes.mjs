#!/usr/bin/env node
// Changed-regions benchmark: a 4000×3000 "busy" design (grainy stripes, a few hundred coloured blocks)
// and the same with three blocks moved, uploaded as versions 1 and 2 of an asset to the real server
// in a second process (compiled, as `npm start` runs it). The app's comparison is timed from the
// upload's reply to the comparison stored, the `compared_at` that `GET /variations/{id}/changes`
// answers with `ready` (the job is picked up, the stored renderings read in place, decoded and
// compared in the renderer process, the mask grouped into boxes, stored). Both clocks are this
// machine's; the result is asked for every 50 ms, so tighter polling cannot take the CPU the
// comparison needs (every 5 ms, it made the app's decode 15% slower on two cores). Its twin (bench/changes-bare.mjs, a plain process of its own)
// decodes the same two renderings and calls pixelmatch once with the same threshold. Alternating
// rounds; prints the ratio (bare seconds / app seconds, target >= 0.8) and peak memory of each.
// Run: npm run bench:changes
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { SERVER_ARGS, buildServer } from '../scripts/build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-changes-'));
const port = 39000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const MB = 1024 * 1024;
const ROUNDS = 3;
/** How often the result is asked for: its time is the server's `compared_at`, so this only bounds the wait, not the figure. */
const POLL_MS = 50;
const WIDTH = 4000;
const HEIGHT = 3000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A deterministic pseudo-random sequence: the same pair on every run. */
function random(seed) {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32);
}

/** Stripes under a few hundred blocks (edges everywhere); `moved` shifts three of the blocks. */
async function makeDesign(file, moved) {
  const next = random(7);
  const blocks = [];
  for (let i = 0; i < 400; i++) {
    const width = 40 + Math.floor(next() * 260);
    const height = 30 + Math.floor(next() * 160);
    blocks.push({ left: Math.floor(next() * (WIDTH - width)), top: Math.floor(next() * (HEIGHT - height)), width, height, colour: { r: Math.floor(next() * 256), g: Math.floor(next() * 256), b: Math.floor(next() * 256) } });
  }
  // Three large blocks on top, moved 200 px right and 150 px down in the second version.
  for (const [left, top] of [[400, 300], [2000, 1400], [3000, 600]]) blocks.push({ left: left + (moved ? 200 : 0), top: top + (moved ? 150 : 0), width: 360, height: 240, colour: { r: 20, g: 30, b: 90 } });
  // Stripes with grain (every pixel differs from its neighbours, as in a photo): nothing compresses away.
  const stripes = Buffer.alloc(WIDTH * HEIGHT * 3);
  const grain = random(11);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const level = (((x >> 3) + (y >> 4)) % 2 ? 220 : 160) + Math.floor(grain() * 32);
      const at = (y * WIDTH + x) * 3;
      stripes[at] = level;
      stripes[at + 1] = level - 20;
      stripes[at + 2] = level - 40;
    }
  }
  const composites = await Promise.all(
    blocks.map(async (block) => ({ input: await sharp({ create: { width: block.width, height: block.height, channels: 3, background: block.colour } }).png().toBuffer(), left: block.left, top: block.top })),
  );
  await sharp(stripes, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).composite(composites).png().toFile(file);
}

const rssOf = (pid) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) * 1024;
/** The server's child processes (its image renderer, where the comparison runs), by /proc. */
const childrenOf = (pid) =>
  fs.readdirSync(`/proc/${pid}/task`).flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
const rendererRss = (pid) => childrenOf(pid).reduce((sum, child) => sum + rssOf(child), 0);

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('server did not start');
}

async function api(method, url, token, body) {
  const headers = { ...(token && { authorization: `Bearer ${token}` }), ...(body && !(body instanceof FormData) && { 'content-type': 'application/json' }) };
  const res = await fetch(`${base}/api/v1${url}`, { method, headers, body: body instanceof FormData ? body : body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const form = (fields, file) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  data.set('design_file', new Blob([fs.readFileSync(file)], { type: 'image/png' }), 'design.png');
  return data;
};

async function download(url, token, file) {
  const res = await fetch(`${base}/${url.replace(/^\//, "")}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  await fsp.writeFile(file, Buffer.from(await res.arrayBuffer()));
}

/** One round of the app: versions 1 and 2 of a new asset, the comparison timed and its memory sampled. */
async function appRound(server, token, projectId, first, second) {
  const asset = (await api('POST', '/upload/design_files', token, form({ project_id: String(projectId) }, first))).data;
  const version = (await api('POST', '/versions', token, form({ asset_id: String(asset.id), note: '' }, second))).data;
  const variationId = version.variations[0].id;
  // From the upload's reply: its own rendering is done, what follows is the comparison.
  const started = Date.now();
  const baseline = { server: rssOf(server.pid), renderer: rendererRss(server.pid) };
  const peak = { ...baseline };
  const sampler = setInterval(() => {
    peak.server = Math.max(peak.server, rssOf(server.pid));
    peak.renderer = Math.max(peak.renderer, rendererRss(server.pid));
  }, 10);
  let changes;
  for (;;) {
    changes = (await api('GET', `/variations/${variationId}/changes`, token)).data;
    if (changes.state !== 'pending') break;
    await sleep(POLL_MS);
  }
  const seconds = (Date.parse(changes.compared_at) - started) / 1000;
  clearInterval(sampler);
  if (changes.state !== 'ready') throw new Error(`the comparison ended ${changes.state}`);
  // Three blocks moved: a comparison that finds nothing is broken, however fast.
  if (changes.regions.length === 0) throw new Error('the comparison found no changed region');
  return { seconds, changes, peak, baseline, previews: [version.variations[0].preview, asset.versions[0].variations[0].preview], size: `${version.variations[0].width}×${version.variations[0].height}` };
}

const bareRound = async (newPath, oldPath) => JSON.parse((await promisify(execFile)(process.execPath, [path.join(root, 'bench/changes-bare.mjs'), newPath, oldPath], { cwd: root })).stdout);

await buildServer();
const first = path.join(work, 'v1.png');
const second = path.join(work, 'v2.png');
await Promise.all([makeDesign(first, false), makeDesign(second, true)]);
const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), MAX_UPLOAD_MB: '200', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth();
  const email = `bench.${Date.now()}@example.com`;
  await api('POST', '/auth/register', null, { first_name: 'Bench', last_name: 'Mark', email, password: 'bench-password' });
  const { token } = await api('POST', '/auth/login', null, { email, password: 'bench-password' });
  const projectId = (await api('POST', '/projects', token, { project_name: 'Bench' })).data.id;

  // A warm-up round each (code paths, the renderer process started), then alternating rounds.
  const warm = await appRound(server, token, projectId, first, second);
  const newPreview = path.join(work, 'new-preview');
  const oldPreview = path.join(work, 'old-preview');
  await download(warm.previews[0], token, newPreview);
  await download(warm.previews[1], token, oldPreview);
  await bareRound(newPreview, oldPreview);
  const apps = [];
  const bares = [];
  for (let round = 0; round < ROUNDS; round++) {
    apps.push(await appRound(server, token, projectId, first, second));
    bares.push(await bareRound(newPreview, oldPreview));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const appSeconds = median(apps.map((round) => round.seconds));
  const bareSeconds = median(bares.map((round) => round.seconds));
  const last = apps.at(-1);
  const bare = bares.at(-1);
  const meta = await sharp(newPreview).metadata();
  console.log(`pair: ${WIDTH}×${HEIGHT} PNG (${((await fsp.stat(first)).size / MB).toFixed(1)} and ${((await fsp.stat(second)).size / MB).toFixed(1)} MB), stored ${last.size}, compared as its rendering ${meta.width}×${meta.height} ${meta.format}`);
  console.log(`app: ${last.changes.regions.length} boxes, changed_ratio ${last.changes.changed_ratio.toFixed(4)}; bare pixelmatch: ${bare.changed} changed pixels of ${bare.width}×${bare.height}`);
  console.log(`app comparison (reply of the upload -> comparison stored), median of ${ROUNDS}: ${appSeconds.toFixed(3)} s [${apps.map((round) => round.seconds.toFixed(3)).join(', ')}]`);
  console.log(`bare decode + pixelmatch, own process, median of ${ROUNDS} alternating: ${bareSeconds.toFixed(3)} s [${bares.map((round) => round.seconds.toFixed(3)).join(', ')}]`);
  console.log(`ratio app speed / bare call: ${(bareSeconds / appSeconds).toFixed(2)} (target >= 0.8): ${bareSeconds / appSeconds >= 0.8 ? 'PASS' : 'FAIL'}`);
  const growth = (round, key) => ((round.peak[key] - round.baseline[key]) / MB).toFixed(1);
  console.log(`app memory during the comparison: renderer process peak ${(last.peak.renderer / MB).toFixed(1)} MB (growth ${growth(last, 'renderer')} MB), server peak ${(last.peak.server / MB).toFixed(1)} MB (growth ${growth(last, 'server')} MB)`);
  console.log(`bare memory: peak RSS ${(bare.peak / MB).toFixed(1)} MB (growth ${(bare.growth / MB).toFixed(1)} MB)`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(work, { recursive: true, force: true });
}
