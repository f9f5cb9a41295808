#!/usr/bin/env node
// Deep zoom benchmark: a 20,000 × 20,000 JPEG (400 megapixels, a smooth texture with edges, so the
// tiles are neither empty nor noise), uploaded through POST /api/v1/upload/design_files to the server
// as `npm start` runs it (compiled, its own process, its renderer processes). Measures, in the same
// run, alternating:
//   - the app's pyramid: from the upload's answer until the variation's `tiles` is there, i.e. the
//     make-pyramid job (the original read in place, dzsave in the renderer process, the tiles packed
//     into one file and stored, the row written);
//   - Debian's `vips dzsave` making the same pyramid (256 px WebP tiles, Q 90, effort 2, no overlap)
//     from the same file, in a process of its own;
//   target: ratio vips/app >= 0.8;
//   - the renderer processes' peak RSS (VmHWM) over the run.
// Needs Debian's libvips-tools (`apt-get install libvips-tools`) for the comparison; without `vips` it
// measures the app alone and says so. Run: npm run bench:tiles
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { buildServer } from '../scripts/build-server.mjs';
import { apiClient, newestVariation, peakRssOf, rendererPids, signUp, startAppServer, timedUpload, waitForHealth } from './app-server.mjs';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-tiles-'));
const port = 40000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const ROUNDS = 3;
const SIDE = 20_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
const hasVips = spawnSync('vips', ['--version']).status === 0;

/** Noise at an eighth of the size, enlarged: soft texture and hard edges at every level. */
async function makeImage(file) {
  const seed = await sharp({ create: { width: SIDE / 8, height: SIDE / 8, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 50 } } }).png().toBuffer();
  await sharp(seed, { limitInputPixels: false }).resize(SIDE, SIDE, { kernel: 'cubic' }).jpeg({ quality: 90 }).toFile(file);
}

/** One upload: seconds from its answer until its pyramid is recorded. */
async function appRound(content, token, projectId) {
  const { asset, answered } = await timedUpload(base, token, projectId, content, 'image/jpeg', 'poster.jpg');
  for (;;) {
    const variation = await newestVariation(base, token, asset.id);
    if (variation.tiles) return (performance.now() - answered) / 1000;
    if (performance.now() - answered > 600_000) throw new Error('no pyramid after 10 minutes');
    await sleep(100);
  }
}

/**
 * Debian's vips making the same pyramid from the same file: seconds. Run without blocking this
 * process, whose kept-alive connection to the server would otherwise be closed under it meanwhile.
 */
async function vipsRound(file) {
  const out = path.join(work, 'vips-pyramid');
  const started = performance.now();
  await promisify(execFile)('vips', ['dzsave', file, out, '--tile-size', '256', '--overlap', '0', '--suffix', '.webp[Q=90,effort=2]']);
  const seconds = (performance.now() - started) / 1000;
  fs.rmSync(`${out}_files`, { recursive: true, force: true });
  fs.rmSync(`${out}.dzi`, { force: true });
  return seconds;
}

await buildServer();
const file = path.join(work, 'poster.jpg');
await makeImage(file);
const content = fs.readFileSync(file);
const server = startAppServer({ port, dataDir: path.join(work, 'data'), env: { PUBLIC_URL: base, MAX_UPLOAD_MB: '1024' } });
try {
  await waitForHealth(base);
  const call = apiClient(base);
  const { token } = await signUp(call);
  const project = await call('POST', '/projects', { project_name: 'Bench' }, token);

  const app = [];
  const vips = [];
  for (let round = 0; round < ROUNDS; round++) {
    app.push(await appRound(content, token, project.data.id));
    if (hasVips) vips.push(await vipsRound(file));
  }
  const rendererPeak = Math.max(...rendererPids(server.pid).map(peakRssOf));
  console.log(`${SIDE} × ${SIDE} JPEG (${mb(content.length)}), 256 px WebP tiles, ${ROUNDS} rounds each, alternating; medians:`);
  console.log(`  app, upload answered to pyramid recorded (job, dzsave, pack, store): ${median(app).toFixed(2)} s`);
  if (hasVips) {
    console.log(`  Debian vips dzsave, same tiles:                                      ${median(vips).toFixed(2)} s`);
    console.log(`  speed ratio vips/app:                                                ${(median(vips) / median(app)).toFixed(2)}   (target >= 0.8)`);
  } else {
    console.log('  vips dzsave: not installed (apt-get install libvips-tools), no comparison made');
  }
  console.log(`  renderer peak RSS:                                                   ${mb(rendererPeak)}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
