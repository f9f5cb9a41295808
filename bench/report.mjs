#!/usr/bin/env node
// Report benchmark: the PDF review report of an asset with 50 annotated threads (each with a reply),
// asked of the server as `npm start` runs it (compiled, in its own process, with its renderer
// process), timed from the request until the last byte of the PDF. Prints the median of a few
// rounds and the renderer's peak RSS. Target (issue #16): a 50-thread report in under 5 s.
// Run: npm run bench:report
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildServer } from '../scripts/build-server.mjs';
import { apiClient, signUp, startAppServer, waitForHealth } from './app-server.mjs';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-report-'));
const port = 39000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const THREADS = 50;
const ROUNDS = 3;
const WIDTH = 2400;
const HEIGHT = 1600;

const call = apiClient(base);

/** A busy design: noise, so that crops and the full page cost what a real picture costs. */
function makeDesign() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).png().toBuffer();
}

const peakRssOf = (pid) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)[1]) * 1024;
const rendererPid = (serverPid) => Number(execFileSync('pgrep', ['-P', String(serverPid), '-f', 'render-worker'], { encoding: 'utf8' }).trim().split('\n')[0]);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await buildServer();
const server = startAppServer({ port, dataDir: path.join(work, 'data') });
try {
  await waitForHealth(base);
  const { token } = await signUp(call);
  const project = await call('POST', '/projects', { project_name: 'Bench' }, token);
  const form = new FormData();
  form.set('project_id', String(project.data.id));
  form.set('design_file', new Blob([await makeDesign()], { type: 'image/png' }), 'landing.png');
  const upload = await fetch(`${base}/api/v1/upload/design_files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const asset = (await upload.json()).data;
  const variationId = asset.versions[0].variations[0].id;
  for (let i = 0; i < THREADS; i++) {
    const x = 100 + ((i * 197) % (WIDTH - 400));
    const y = 100 + ((i * 113) % (HEIGHT - 400));
    const thread = await call('POST', '/annotation-comments', { variation_id: variationId, shape: 'rect', color: 'red', content: `Thread ${i + 1}: tighten the spacing around this block and align it with the grid.`, starting_point: [{ x, y }], path: [{ x, y }, { x: x + 240, y }, { x: x + 240, y: y + 160 }, { x, y: y + 160 }, { x, y }] }, token);
    await call('POST', '/comments', { variation_id: variationId, parent_id: thread.data.id, content: 'Agreed, will do.' }, token);
  }

  const seconds = [];
  let pages = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/assets/${asset.id}/report.pdf`, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`report: ${res.status} ${body.toString()}`);
    seconds.push((performance.now() - started) / 1000);
    pages = Number(body.toString('latin1').match(/\/Type \/Pages\n\/Count (\d+)/)?.[1] ?? 0);
  }
  console.log(`${THREADS}-thread report of a ${WIDTH}×${HEIGHT} design, ${ROUNDS} rounds:`);
  console.log(`  median time to the last byte: ${median(seconds).toFixed(2)} s   (target < 5 s)   rounds: ${seconds.map((s) => s.toFixed(2)).join(', ')}`);
  console.log(`  pages: ${pages}`);
  console.log(`  renderer peak RSS: ${Math.round(peakRssOf(rendererPid(server.pid)) / 1024 / 1024)} MB`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
