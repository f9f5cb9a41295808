#!/usr/bin/env node
// Upload benchmark: a 200 MB design file (an uncompressed TIFF, so it is a real image the server
// decodes and renders) sent through POST /api/v1/upload/design_files to the real server in a second
// process. Prints the server's peak RSS growth during the upload (target: under 64 MB), and the
// transport (receive, hash, fsync: the same bytes as noise, refused after they are stored) against a
// bare Node HTTP receiver in a process of its own doing the same (bench/upload-bare.mjs), in
// alternating rounds (target: at least 0.8 of the bare receiver's throughput), and the server's growth
// across ten more uploads in a row (flat, each under 64 MB).
// Run: npm run bench:upload
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SERVER_ARGS, buildServer } from '../scripts/build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-upload-'));
const port = 38000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const MB = 1024 * 1024;

async function makeTiff(file) {
  // 8192 x 8192 RGB, uncompressed: 201 MB on disk. Noise keeps it honest (nothing collapses).
  await sharp({ create: { width: 8192, height: 8192, channels: 3, background: '#7f7f7f', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .tiff({ compression: 'none' })
    .toFile(file);
  return (await fsp.stat(file)).size;
}

function startServer() {
  const server = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), MAX_UPLOAD_MB: '1024', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return server;
}

async function waitForHealth() {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`${base}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const json = async (url, body, token) => {
  const res = await fetch(`${base}/api/v1${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
};

const rssOf = (pid) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) * 1024;
/** The server's child processes (its image renderer), by /proc. */
const childrenOf = (pid) =>
  fs.readdirSync(`/proc/${pid}/task`).flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
const rendererRss = (pid) => childrenOf(pid).reduce((sum, child) => sum + rssOf(child), 0);

/** Streams the file as multipart/form-data; the body is never in this process's memory either. */
function upload(file, size, token, projectId, expected = 201, target = base) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n${projectId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="design_file"; filename="poster.tiff"\r\nContent-Type: image/tiff\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(`${target}/api/v1/upload/design_files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => (res.statusCode === expected ? resolve(JSON.parse(body)) : reject(new Error(`upload: ${res.statusCode} ${body}`))));
    });
    req.on('error', reject);
    req.write(head);
    const stream = fs.createReadStream(file, { highWaterMark: MB });
    stream.on('end', () => req.end(tail));
    stream.pipe(req, { end: false });
  });
}

// The server as `npm start` runs it: compiled, no TypeScript loader.
await buildServer();
const server = startServer();
try {
  const file = path.join(work, 'poster.tiff');
  const size = await makeTiff(file);
  await waitForHealth();
  const email = `bench.${Date.now()}@example.com`;
  await json('/auth/register', { first_name: 'Bench', last_name: 'Mark', email, password: 'bench-password' });
  const { token } = await json('/auth/login', { email, password: 'bench-password' });
  const project = await json('/projects', { project_name: 'Bench' }, token);

  // Warm the server's code paths (sharp, routes) with a small upload, then measure from a settled baseline.
  const small = path.join(work, 'small.tiff');
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).tiff().toFile(small);
  await upload(small, (await fsp.stat(small)).size, token, project.data.id);
  await new Promise((r) => setTimeout(r, 500));
  const baseline = rssOf(server.pid);

  let peak = baseline;
  let rendererPeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
    rendererPeak = Math.max(rendererPeak, rendererRss(server.pid));
  }, 20);
  const started = process.hrtime.bigint();
  const asset = await upload(file, size, token, project.data.id);
  const uploadSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(server.pid));

  // The same bytes that are not an image: received, hashed and fsynced, then refused at the first
  // look at their content. This is the transport alone, without decoding and rendering; the bare
  // receiver takes the same body in the rounds between.
  const noise = path.join(work, 'noise.bin');
  await fsp.writeFile(noise, randomBytes(size));
  const barePort = port + 1000;
  const bare = fork(path.join(root, 'bench/upload-bare.mjs'), [String(barePort), path.join(work, 'bare')], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => bare.once('message', resolve));
  const timed = async (send) => {
    const started = process.hrtime.bigint();
    await send();
    return Number(process.hrtime.bigint() - started) / 1e9;
  };
  const appRounds = [];
  const bareRounds = [];
  try {
    for (let round = 0; round < 3; round++) {
      appRounds.push(await timed(() => upload(noise, size, token, project.data.id, 422)));
      bareRounds.push(await timed(() => upload(noise, size, token, project.data.id, 201, `http://127.0.0.1:${barePort}`)));
    }
  } finally {
    bare.kill();
  }
  // Ten more in a row: the server's peak during each, against the baseline, must not climb.
  const inARow = [];
  for (let round = 0; round < 10; round++) {
    let roundPeak = rssOf(server.pid);
    const watch = setInterval(() => (roundPeak = Math.max(roundPeak, rssOf(server.pid))), 20);
    await upload(noise, size, token, project.data.id, 422);
    clearInterval(watch);
    inARow.push((Math.max(roundPeak, rssOf(server.pid)) - baseline) / MB);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[1];
  const transportSeconds = median(appRounds);
  const bareSeconds = median(bareRounds);

  const copyTarget = path.join(work, 'copy.tiff');
  const copyStarted = process.hrtime.bigint();
  await fsp.copyFile(file, copyTarget);
  const copyFd = await fsp.open(copyTarget, 'r+');
  await copyFd.sync();
  await copyFd.close();
  const copySeconds = Number(process.hrtime.bigint() - copyStarted) / 1e9;

  const growth = (peak - baseline) / MB;
  console.log(`file: ${(size / MB).toFixed(1)} MB TIFF, ${asset.data.versions[0].file_dimension} px, stored as ${asset.data.versions[0].variations[0].label}`);
  console.log(`server RSS: baseline ${(baseline / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB, growth ${growth.toFixed(1)} MB (target < 64 MB): ${growth < 64 ? 'PASS' : 'FAIL'}`);
  console.log(`image renderer process (decodes outside the server): peak RSS ${(rendererPeak / MB).toFixed(1)} MB`);
  const climbing = inARow.at(-1) - inARow[0];
  console.log(`ten more uploads in a row, server RSS growth at each one's peak: ${inARow.map((value) => value.toFixed(0)).join(', ')} MB; last against first ${climbing >= 0 ? '+' : ''}${climbing.toFixed(1)} MB (flat: within 16 MB, and each under 64 MB): ${Math.abs(climbing) <= 16 && Math.max(...inARow) < 64 ? 'PASS' : 'FAIL'}`);
  console.log(`upload, transport only (receive + hash + fsync), median of 3: ${transportSeconds.toFixed(2)} s, ${(size / MB / transportSeconds).toFixed(0)} MB/s`);
  console.log(`bare Node HTTP receiver (busboy + hash + fsync), its own process, median of 3 alternating: ${bareSeconds.toFixed(2)} s, ${(size / MB / bareSeconds).toFixed(0)} MB/s`);
  console.log(`ratio transport / bare receiver: ${(bareSeconds / transportSeconds).toFixed(2)} (target >= 0.8)`);
  console.log(`upload, whole (transport + decode + preview + thumbnail + store): ${uploadSeconds.toFixed(2)} s, ${(size / MB / uploadSeconds).toFixed(0)} MB/s`);
  console.log(`plain file copy + fsync on the same disk: ${copySeconds.toFixed(2)} s, ${(size / MB / copySeconds).toFixed(0)} MB/s`);
  console.log(`ratio transport / copy throughput: ${(copySeconds / transportSeconds).toFixed(2)}; whole upload / copy: ${(copySeconds / uploadSeconds).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(work, { recursive: true, force: true });
}
