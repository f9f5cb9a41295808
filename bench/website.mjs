#!/usr/bin/env node
// Website capture benchmark: a heavy page this script serves itself on loopback (24 sections, 8 MB of
// JPEGs, most of them lazy, two web fonts, a 150 KB stylesheet, a script that builds part of the page
// and fetches more after load; taller than 20,000 px at each width, so every capture is cut at
// CAPTURE_MAX_HEIGHT, the bare twin's as well), added through POST /api/v1/assets/website at 1440, 768 and 390 px to
// the server as `npm start` runs it (compiled, its own process, its renderer processes), with
// CAPTURE_ALLOW_HOSTS naming the page's port. Measures, in the same run, alternating:
//   - the app: from the request until the three captures are recorded, i.e. the capture-website job,
//     the renderer's Chromium behind the capture's own proxy, and each PNG stored through the image
//     upload's path (preview and thumbnail);
//   - the bare twin (bench/website-bare.mjs), a playwright-core script in a process of its own taking
//     the same captures with the same Chromium, from its start to its exit; target: ratio bare/app >= 0.8;
//   - the renderer processes' peak RSS (VmHWM), and Chromium's for each side: the highest sum of its
//     processes' RSS, sampled every 100 ms.
// Needs Chromium at CHROMIUM_PATH (Debian's /usr/bin/chromium). Run: npm run bench:website
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildServer } from '../scripts/build-server.mjs';
import { apiClient, peakRssOf, rendererPids, signUp, startAppServer, waitForHealth } from './app-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-website-'));
const port = 40000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const ROUNDS = 3;
const SECTIONS = 24;
const BREAKPOINTS = [1440, 768, 390];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The page's files by path: photos (noise enlarged, so JPEG cannot shrink them to nothing), fonts, CSS, script, data. */
async function makeSite() {
  const files = new Map();
  for (let i = 0; i < SECTIONS; i++) {
    const seed = await sharp({ create: { width: 300, height: 200, channels: 3, noise: { type: 'gaussian', mean: 90 + i * 5, sigma: 60 } } }).png().toBuffer();
    files.set(`/img/${i}.jpg`, { type: 'image/jpeg', body: await sharp(seed).resize(1200, 800, { kernel: 'cubic' }).jpeg({ quality: 80 }).toBuffer() });
  }
  const fonts = path.join(here, '../node_modules/dejavu-fonts-ttf/ttf');
  files.set('/fonts/serif.ttf', { type: 'font/ttf', body: fs.readFileSync(path.join(fonts, 'DejaVuSerif.ttf')) });
  files.set('/fonts/sans-bold.ttf', { type: 'font/ttf', body: fs.readFileSync(path.join(fonts, 'DejaVuSans-Bold.ttf')) });
  const rules = Array.from({ length: 3000 }, (_, i) => `.u-${i} { margin: ${i % 7}px; padding: ${i % 5}px ${i % 9}px; color: hsl(${i % 360} 40% 30%); }`);
  const css = `@font-face { font-family: Body; src: url(/fonts/serif.ttf); font-display: swap; }
@font-face { font-family: Heading; src: url(/fonts/sans-bold.ttf); font-display: swap; }
body { margin: 0; font: 17px/1.6 Body, serif; color: #222; background: #fafafa; }
h1, h2, h3 { font-family: Heading, sans-serif; }
header { position: sticky; top: 0; background: #123; color: #fff; padding: 16px 24px; z-index: 2; }
section { max-width: 1100px; margin: 0 auto; padding: 40px 24px; }
section img { width: 100%; max-width: 640px; aspect-ratio: 3 / 2; height: auto; display: block; }
.cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px; }
.card { background: #fff; border-radius: 8px; padding: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.2); }
@media (max-width: 900px) { .cards { grid-template-columns: repeat(2, 1fr); } }
@media (max-width: 480px) { body { font-size: 15px; } section { padding: 24px 16px; } }
${rules.join('\n')}`;
  files.set('/site.css', { type: 'text/css', body: Buffer.from(css) });
  const script = `for (const cards of document.querySelectorAll('.cards')) {
  for (let i = 0; i < 6; i++) { const card = document.createElement('div'); card.className = 'card u-' + i * 97; card.innerHTML = '<h3>Plan ' + (i + 1) + '</h3><p>Everything a team sends, reviewed in one place.</p>'; cards.append(card); }
}
addEventListener('load', () => setTimeout(() => fetch('/data.json').then((res) => res.json()).then((items) => {
  const list = document.getElementById('latest');
  for (const item of items) { const li = document.createElement('li'); li.textContent = item; list.append(li); }
}), 300));`;
  files.set('/site.js', { type: 'text/javascript', body: Buffer.from(script) });
  files.set('/data.json', { type: 'application/json', body: Buffer.from(JSON.stringify(Array.from({ length: 40 }, (_, i) => `News item ${i + 1}`))) });
  const text = 'Designers, copywriters and clients look at the same page, pin what they mean and approve it. '.repeat(6);
  const sections = Array.from(
    { length: SECTIONS },
    (_, i) => `<section><h2>Section ${i + 1}</h2><p>${text}</p><img src="/img/${i}.jpg" alt="" ${i < 2 ? '' : 'loading="lazy"'}><div class="cards"></div></section>`,
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Heavy landing page</title><link rel="stylesheet" href="/site.css"><script src="/site.js" defer></script></head>
<body><header><h1>Heavy landing page</h1></header>${sections.join('\n')}<section><h2>Latest</h2><ul id="latest"></ul></section></body></html>`;
  files.set('/', { type: 'text/html', body: Buffer.from(html) });
  return files;
}

/** Process ids and parents of every process on the machine. */
function processTable() {
  const table = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      table.push({ pid: Number(name), ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) });
    } catch {
      // It ended between the listing and the read.
    }
  }
  return table;
}

/** The RSS of every Chromium process descending from `root`, summed. */
function chromiumRss(root) {
  const table = processTable();
  const inside = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const { pid, ppid } of table) {
      if (!inside.has(ppid) || inside.has(pid)) continue;
      inside.add(pid);
      grew = true;
    }
  }
  let sum = 0;
  for (const pid of inside) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0].includes('chrom')) continue;
      sum += Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
    } catch {
      // Gone meanwhile.
    }
  }
  return sum;
}

/** Runs `work` while sampling the summed RSS of the Chromium processes under `root`; the highest sum seen. */
async function withChromiumPeak(root, work) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, chromiumRss(root))), 100);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

/** One website added: seconds from the request until its three captures are recorded, and their heights. */
async function appRound(call, token, projectId, url) {
  const started = performance.now();
  const asset = (await call('POST', '/assets/website', { project_id: projectId, url, breakpoints: BREAKPOINTS }, token)).data;
  for (;;) {
    const variations = (await call('GET', `/assets/${asset.id}`, undefined, token)).data.versions[0].variations;
    const failed = variations.find((variation) => variation.render_state === 'failed');
    if (failed) throw new Error(`capture failed: ${failed.render_error}`);
    if (variations.every((variation) => variation.render_state === 'ready')) {
      return { seconds: (performance.now() - started) / 1000, heights: variations.map((variation) => `${variation.width}×${variation.height}`) };
    }
    await sleep(100);
  }
}

/** The bare twin taking the same captures in a process of its own: seconds from its start to its exit, and its pid. */
async function bareRound(url, outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(here, 'website-bare.mjs'), url, outDir, ...BREAKPOINTS.map(String)], { stdio: ['ignore', 'inherit', 'inherit'] });
  const peak = await withChromiumPeak(
    child.pid,
    () => new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bare twin exited ${code}`))))),
  );
  const heights = await Promise.all(BREAKPOINTS.map(async (width) => sharp(path.join(outDir, `${width}.png`)).metadata().then((meta) => `${meta.width}×${meta.height}`)));
  return { seconds: (performance.now() - started) / 1000, chromiumPeak: peak.peak, heights };
}

await buildServer();
const files = await makeSite();
const weight = [...files.values()].reduce((sum, file) => sum + file.body.length, 0);
const site = createServer((req, res) => {
  const file = files.get(new URL(req.url, 'http://site').pathname);
  if (!file) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length, 'cache-control': 'max-age=600' }).end(file.body);
});
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
const sitePort = site.address().port;
const url = `http://127.0.0.1:${sitePort}/`;
const server = startAppServer({ port, dataDir: path.join(work, 'data'), env: { PUBLIC_URL: base, CAPTURE_ALLOW_HOSTS: `127.0.0.1:${sitePort}` } });
try {
  await waitForHealth(base);
  const call = apiClient(base);
  const { token } = await signUp(call);
  const project = await call('POST', '/projects', { project_name: 'Bench' }, token);

  const app = [];
  const bare = [];
  for (let round = 0; round < ROUNDS; round++) {
    app.push(await withChromiumPeak(server.pid, () => appRound(call, token, project.data.id, url)));
    bare.push(await bareRound(url, path.join(work, `bare-${round}`)));
  }
  const rendererPeak = Math.max(...rendererPids(server.pid).map(peakRssOf));
  const appSeconds = median(app.map((round) => round.result.seconds));
  const bareSeconds = median(bare.map((round) => round.seconds));
  console.log(`Heavy page (${SECTIONS} sections, ${mb(weight)} in ${files.size} files) at ${BREAKPOINTS.join(', ')} px, ${ROUNDS} rounds each, alternating; medians:`);
  console.log(`  captures (app):                                        ${app[0].result.heights.join(', ')}`);
  console.log(`  captures (bare):                                       ${bare[0].heights.join(', ')}`);
  console.log(`  app, request to three captures recorded:               ${appSeconds.toFixed(2)} s   (rounds ${app.map((round) => round.result.seconds.toFixed(2)).join(', ')})`);
  console.log(`  bare playwright-core script, start to exit:            ${bareSeconds.toFixed(2)} s   (rounds ${bare.map((round) => round.seconds.toFixed(2)).join(', ')})`);
  console.log(`  speed ratio bare/app:                                  ${(bareSeconds / appSeconds).toFixed(2)}   (target >= 0.8)`);
  console.log(`  renderer peak RSS (the Node process):                  ${mb(rendererPeak)}`);
  console.log(`  Chromium peak, its processes' RSS summed (app / bare): ${mb(Math.max(...app.map((round) => round.peak)))} / ${mb(Math.max(...bare.map((round) => round.chromiumPeak)))}`);
} finally {
  server.kill('SIGTERM');
  site.close();
  fs.rmSync(work, { recursive: true, force: true });
}
