#!/usr/bin/env node
// Office benchmark: a 40-slide PPTX (each slide its title, a paragraph and speaker notes), made by this
// script, uploaded through POST /api/v1/upload/design_files to the server as `npm start` runs it
// (compiled, its own process, its renderer processes). Measures, in the same run, alternating:
//   - the app: from the first byte sent until the variation is ready, i.e. the upload's check by
//     content, the conversion by LibreOffice in its sandbox (fresh profile, prlimit, unshare, timeout),
//     the PDF's check and page 1, then the render-pages job's other 39 pages (preview and thumbnail each);
//   - the bare twin, each in a process of its own: `soffice --headless --convert-to pdf` with a fresh
//     profile and nothing around it, then bench/documents-bare.mjs drawing and encoding the same pages
//     of that PDF in a plain loop; target: ratio bare/app >= 0.8;
//   - the renderer processes' peak RSS (VmHWM) and LibreOffice's (soffice.bin, sampled), for each side.
// Needs LibreOffice (libreoffice-impress-nogui). Run: npm run bench:office
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build-server.mjs';
import { pptxOf } from '../server/src/test/office-files.ts';
import { apiClient, newestVariation, peakRssOf, rendererPids, signUp, startAppServer, timedUpload, waitForHealth } from './app-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-office-'));
const port = 40000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const ROUNDS = 3;
const SLIDES = 40;
const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The highest VmHWM of any soffice.bin seen while `run` goes, sampled every 50 ms. */
async function withSofficePeak(run) {
  let peak = 0;
  const running = () => {
    try {
      return execFileSync('pgrep', ['-f', 'soffice.bin'], { encoding: 'utf8' }).trim().split('\n').map(Number);
    } catch {
      // pgrep answers 1 when nothing matches.
      return [];
    }
  };
  const sample = () => {
    for (const pid of running()) {
      try {
        peak = Math.max(peak, peakRssOf(pid));
      } catch {
        // It ended between the listing and the read.
      }
    }
  };
  const timer = setInterval(sample, 50);
  try {
    return { result: await run(), peak };
  } finally {
    clearInterval(timer);
  }
}

/** One upload: seconds to its answer (stored, the conversion queued) and until every page is converted and rendered. */
async function appRound(content, token, projectId) {
  const { asset, started, answered } = await timedUpload(base, token, projectId, content, PPTX_TYPE, 'pitch.pptx');
  for (;;) {
    const variation = await newestVariation(base, token, asset.id);
    if (variation.render_state === 'failed') throw new Error(variation.render_error);
    if (variation.render_state === 'ready') {
      if (variation.page_count !== SLIDES || variation.media.source_type !== 'pptx') throw new Error(`not converted: ${variation.page_count} pages`);
      return { answerSeconds: (answered - started) / 1000, totalSeconds: (performance.now() - started) / 1000 };
    }
    await sleep(50);
  }
}

const runChild = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}`))));
  });

/** Bare soffice, then the bare pdfjs loop on its PDF: seconds, and the loop's peak RSS. */
async function bareRound(file, round) {
  const dir = path.join(work, `bare-${round}`);
  const started = performance.now();
  await runChild('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, file]);
  const converted = (performance.now() - started) / 1000;
  const loop = JSON.parse(await runChild(process.execPath, [path.join(here, 'documents-bare.mjs'), path.join(dir, 'pitch.pdf')]));
  fs.rmSync(dir, { recursive: true, force: true });
  return { seconds: converted + SLIDES / loop.pagesPerSecond, loopPeak: loop.peakRss };
}

await buildServer();
const file = path.join(work, 'pitch.pptx');
const slides = Array.from({ length: SLIDES }, (_, index) => ({ title: `Slide ${index + 1}: quarterly results and the plan ahead`, notes: [`Talk through point ${index + 1}.`, 'Pause for questions.'] }));
fs.writeFileSync(file, pptxOf(slides));
const content = fs.readFileSync(file);
const server = startAppServer({ port, dataDir: path.join(work, 'data'), env: { PUBLIC_URL: base } });
try {
  await waitForHealth(base);
  const call = apiClient(base);
  const { token } = await signUp(call);
  const project = await call('POST', '/projects', { project_name: 'Bench' }, token);

  const app = [];
  const bare = [];
  let appSoffice = 0;
  let bareSoffice = 0;
  let loopPeak = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const appRun = await withSofficePeak(() => appRound(content, token, project.data.id));
    app.push(appRun.result);
    appSoffice = Math.max(appSoffice, appRun.peak);
    const bareRun = await withSofficePeak(() => bareRound(file, round));
    bare.push(bareRun.result.seconds);
    bareSoffice = Math.max(bareSoffice, bareRun.peak);
    loopPeak = Math.max(loopPeak, bareRun.result.loopPeak);
  }
  const rendererPeak = Math.max(...rendererPids(server.pid).map(peakRssOf));
  const appSeconds = median(app.map((round) => round.totalSeconds));
  const bareSeconds = median(bare);
  console.log(`${SLIDES}-slide PPTX (${Math.round(content.length / 1024)} KB), ${ROUNDS} rounds each, alternating; medians:`);
  console.log(`  upload's answer (stored, conversion queued):             ${median(app.map((round) => round.answerSeconds)).toFixed(2)} s`);
  console.log(`  app, first byte to every page rendered:                  ${appSeconds.toFixed(2)} s`);
  console.log(`  bare soffice --convert-to pdf + bare pdfjs loop:         ${bareSeconds.toFixed(2)} s`);
  console.log(`  speed ratio bare/app:                                    ${(bareSeconds / appSeconds).toFixed(2)}   (target >= 0.8)`);
  console.log(`  renderer peak RSS (app) / bare loop peak RSS:            ${mb(rendererPeak)} / ${mb(loopPeak)}`);
  console.log(`  LibreOffice peak RSS, app / bare:                        ${mb(appSoffice)} / ${mb(bareSoffice)}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
