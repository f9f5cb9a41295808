#!/usr/bin/env node
// Documents benchmark: a 50-page PDF uploaded through POST /api/v1/upload/design_files to the server
// as `npm start` runs it (compiled, in its own process, with its renderer process), timed from the
// upload's first byte until every page is rendered and recorded. Beside it, in rounds that alternate,
// the bare twin (bench/documents-bare.mjs, a process of its own) renders the same pages with the same
// libraries. Prints pages per second for both and their ratio, and the renderer's peak RSS.
// Targets (architecture.md): at least 5 pages a second, renderer under 300 MB.
// Run: npm run bench:documents
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';
import { SERVER_ARGS, buildServer } from '../scripts/build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-documents-'));
const port = 39000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const PAGES = 50;
const ROUNDS = 3;

/** A brochure-like A4 document: a heading, a coloured panel and forty lines of text on every page. */
async function makeDocument(file) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  for (let number = 1; number <= PAGES; number++) {
    const page = document.addPage([595, 842]);
    page.drawText(`Chapter ${number}`, { x: 50, y: 780, size: 28, font: bold });
    page.drawRectangle({ x: 50, y: 520, width: 495, height: 220, color: rgb((number * 37) % 255 / 255, 0.5, 0.7) });
    for (let line = 0; line < 40; line++) {
      page.drawText(`Line ${line + 1}: the quick brown fox jumps over the lazy dog, page ${number} of the brochure.`, { x: 50, y: 490 - line * 11, size: 9, font });
    }
  }
  fs.writeFileSync(file, await document.save());
}

const json = async (url, body, token) => {
  const res = await fetch(`${base}/api/v1${url}`, { method: url === '/profile/plan' ? 'PUT' : 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
};

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${base}/api/v1/health`).then((res) => res.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const peakRssOf = (pid) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)[1]) * 1024;
const rendererPid = (serverPid) => Number(execFileSync('pgrep', ['-P', String(serverPid), '-f', 'render-worker'], { encoding: 'utf8' }).trim().split('\n')[0]);

/** One upload of the document; seconds until its last page is recorded. */
async function appRound(file, token, projectId) {
  const form = new FormData();
  form.set('project_id', String(projectId));
  form.set('design_file', new Blob([fs.readFileSync(file)], { type: 'application/pdf' }), 'brochure.pdf');
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/upload/design_files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const assetId = (await res.json()).data.id;
  for (;;) {
    const asset = (await (await fetch(`${base}/api/v1/assets/${assetId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
    const variation = asset.versions[0].variations[0];
    if (variation.render_state === 'failed') throw new Error(variation.render_error);
    if (variation.render_state === 'ready') {
      if (variation.pages.length !== PAGES) throw new Error(`${variation.pages.length} pages rendered`);
      return (performance.now() - started) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function bareRound(file) {
  const out = execFileSync(process.execPath, [path.join(root, 'bench/documents-bare.mjs'), file], { cwd: path.join(root, 'server'), encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop());
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

await buildServer();
const file = path.join(work, 'brochure.pdf');
await makeDocument(file);
const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth();
  const email = `bench-${Date.now()}@example.com`;
  await json('/auth/register', { first_name: 'Bench', last_name: 'Mark', email, password: 'bench-password', password_confirmation: 'bench-password', terms: true });
  const { token } = await json('/auth/login', { email, password: 'bench-password' });
  await json('/profile/plan', { plan: 'pro' }, token);
  const project = await json('/projects', { project_name: 'Bench' }, token);

  const app = [];
  const bare = [];
  for (let round = 0; round < ROUNDS; round++) {
    app.push(PAGES / (await appRound(file, token, project.data.id)));
    bare.push(bareRound(file));
  }
  const appRate = median(app);
  const bareRate = median(bare.map((result) => result.pagesPerSecond));
  const rendererPeak = peakRssOf(rendererPid(server.pid));
  console.log(`${PAGES}-page PDF, ${ROUNDS} rounds each, alternating; medians:`);
  console.log(`  app (upload to last page recorded): ${appRate.toFixed(2)} pages/s   (target >= 5)`);
  console.log(`  bare pdfjs-dist + sharp loop:        ${bareRate.toFixed(2)} pages/s`);
  console.log(`  ratio app/bare:                      ${(appRate / bareRate).toFixed(2)}`);
  console.log(`  renderer peak RSS:                   ${mb(rendererPeak)}   (target < 300 MB)`);
  console.log(`  bare process peak RSS:               ${mb(Math.max(...bare.map((result) => result.peakRss)))}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
