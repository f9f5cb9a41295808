#!/usr/bin/env node
// Video benchmark: a 60 s 1080p 23.976 fps H.264 clip with sound (ffmpeg's testsrc2, moving), uploaded
// through POST /api/v1/upload/design_files to the server as `npm start` runs it (compiled, its own
// process, its renderer process). Measures:
//   - the upload's answer (probe and first frame done), from the first byte sent;
//   - the 720p proxy: from the upload's answer until it is recorded, against Debian's ffmpeg CLI making
//     the same proxy (VP9 + Opus in WebM, 720 lines, the same bitrate and key-frame spacing, libvpx's
//     fastest settings) from the same file, in the same run, alternating; target: ratio >= 0.5;
//   - the renderer's peak RSS (VmHWM) over the whole run; target < 500 MB;
//   - exact-frame extraction (GET /variations/{id}/frames/{n}.png, frames never asked before);
//   - in Chromium, the review screen's frame step (→), from the key press to the new frame painted
//     (requestVideoFrameCallback), p95; target < 100 ms.
// Needs Debian's ffmpeg (tests and benchmarks only). Run: npm run bench:video
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { SERVER_ARGS, buildServer } from '../scripts/build-server.mjs';
import { newestVariation, peakRssOf, rendererPids, timedUpload } from './app-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-video-'));
const port = 39000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const ROUNDS = 2;
const FRAMES_ASKED = 12;
const STEPS = 40;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

function makeClip(file) {
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=1920x1080:r=24000/1001:d=60', '-f', 'lavfi', '-i', 'sine=f=440:d=60'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
}

const json = async (url, body, token) => {
  const res = await fetch(`${base}/api/v1${url}`, { method: url === '/profile/plan' ? 'PUT' : 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
};

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${base}/api/v1/health`).then((res) => res.ok, () => false)) return;
    await sleep(100);
  }
  throw new Error('server did not start');
}

const variationOf = (token, assetId) => newestVariation(base, token, assetId);

/** One upload: seconds to its answer, and seconds from the answer until the 720p proxy is recorded. */
async function appRound(file, token, projectId) {
  const { asset, started, answered } = await timedUpload(base, token, projectId, fs.readFileSync(file), 'video/mp4', 'spot.mp4');
  for (;;) {
    const variation = await variationOf(token, asset.id);
    if (variation.render_state === 'failed') throw new Error(variation.render_error);
    if (variation.media.proxies.some((proxy) => proxy.height === 720)) {
      const proxyAt = performance.now();
      // The rest (the 1080p proxy) finishes before the next round, so rounds do not overlap.
      while ((await variationOf(token, asset.id)).render_state === 'rendering') await sleep(200);
      return { asset, variation, answerSeconds: (answered - started) / 1000, proxySeconds: (proxyAt - answered) / 1000 };
    }
    await sleep(50);
  }
}

/** Debian's ffmpeg making the same 720p proxy: seconds. */
function ffmpegRound(file) {
  const started = performance.now();
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-i', file, '-vf', 'scale=-2:720', '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1'],
    ...['-b:v', String(Math.round(1280 * 720 * 2.7)), '-g', '12', '-c:a', 'libopus', '-b:a', '128k', path.join(work, 'ffmpeg-720.webm')],
  ]);
  return (performance.now() - started) / 1000;
}

/** Milliseconds to fetch frames nobody asked for before, spread over the clip. */
async function frameTimes(token, variationId, frameCount) {
  const times = [];
  for (let index = 0; index < FRAMES_ASKED; index++) {
    const frame = Math.floor(((index + 0.37) / FRAMES_ASKED) * (frameCount - 1));
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/variations/${variationId}/frames/${frame}.png`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`frame ${frame}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** On the review screen, milliseconds from pressing → to the next frame painted, STEPS times. */
async function frameStepTimes(token, asset) {
  const browser = await chromium.launch({ executablePath: fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // Signed in as the app's own sign-in leaves a browser: its session cookie.
    await context.addCookies([
      { name: 'authToken', value: token, url: base },
      { name: 'signedIn', value: '1', url: base },
    ]);
    const page = await context.newPage();
    await page.goto(`${base}/asset/${asset.id}?frame=100`);
    const video = page.locator('video');
    await video.waitFor();
    await page.waitForFunction(() => (globalThis.document.querySelector('video')?.readyState ?? 0) >= 2);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const times = [];
    for (let step = 0; step < STEPS; step++) {
      await page.evaluate(() => {
        const element = globalThis.document.querySelector('video');
        globalThis.__painted = new Promise((resolve) => element.requestVideoFrameCallback(() => resolve(performance.now())));
      });
      const pressedAt = await page.evaluate(() => performance.now());
      await page.keyboard.press('ArrowRight');
      const paintedAt = await page.evaluate(() => globalThis.__painted);
      times.push(paintedAt - pressedAt);
    }
    return times;
  } finally {
    await browser.close();
  }
}

await buildServer();
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
const file = path.join(work, 'spot.mp4');
makeClip(file);
const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), PUBLIC_URL: base, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth();
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password';
  await json('/auth/register', { first_name: 'Bench', last_name: 'Mark', email, password, password_confirmation: password, terms: true });
  const { token } = await json('/auth/login', { email, password });
  await json('/profile/plan', { plan: 'pro' }, token);
  const project = await json('/projects', { project_name: 'Bench' }, token);

  const rounds = [];
  const ffmpeg = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push(await appRound(file, token, project.data.id));
    ffmpeg.push(ffmpegRound(file));
  }
  const last = rounds.at(-1);
  const frames = await frameTimes(token, last.variation.id, last.variation.media.frame_count);
  const rendererPeak = Math.max(...rendererPids(server.pid).map(peakRssOf));
  const steps = await frameStepTimes(token, last.asset);

  const appProxy = median(rounds.map((round) => round.proxySeconds));
  const cliProxy = median(ffmpeg);
  console.log(`60 s 1080p 23.976 fps H.264 + AAC, ${ROUNDS} rounds each, alternating; medians:`);
  console.log(`  upload's answer (probe + first frame):   ${median(rounds.map((round) => round.answerSeconds)).toFixed(2)} s`);
  console.log(`  720p proxy, app (answer to recorded):    ${appProxy.toFixed(2)} s`);
  console.log(`  720p proxy, Debian ffmpeg CLI:           ${cliProxy.toFixed(2)} s`);
  console.log(`  speed ratio app/ffmpeg:                  ${(cliProxy / appProxy).toFixed(2)}   (target >= 0.5)`);
  console.log(`  renderer peak RSS:                       ${mb(rendererPeak)}   (target < 500 MB)`);
  console.log(`  exact frame as PNG (${FRAMES_ASKED} new frames):      median ${median(frames).toFixed(0)} ms, p95 ${percentile(frames, 95).toFixed(0)} ms`);
  console.log(`  Chromium frame step (${STEPS} presses of →):  median ${median(steps).toFixed(0)} ms, p95 ${percentile(steps, 95).toFixed(0)} ms   (target p95 < 100 ms)`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
