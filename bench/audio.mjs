#!/usr/bin/env node
// Audio benchmark: a 10-minute WAV (48 kHz, stereo, 16-bit PCM: 115 MB; a tone whose loudness swells
// and falls, so the waveform has a shape), uploaded through POST /api/v1/upload/design_files to the
// server as `npm start` runs it (compiled, its own process, its renderer processes). Measures, in the
// same run, alternating:
//   - the app: from the first byte sent until the variation is ready, i.e. the upload's check by
//     content, its probe and waveform poster (every sample decoded), then the render job's rendition
//     (WebM Opus 128 kb/s, 48 kHz) and waveform peaks;
//   - Debian's ffmpeg CLI doing the same from the same file, in a process of its own: the waveform
//     as a picture (showwavespic, the poster's size) and the same Opus rendition, in one run;
//   target: ratio ffmpeg/app >= 0.5;
//   - the upload's answer alone, and the renderer processes' peak RSS (VmHWM) over the run.
// Needs Debian's ffmpeg (benchmarks and tests only; the product never runs it). Run: npm run bench:audio
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../scripts/build-server.mjs';
import { apiClient, newestVariation, peakRssOf, rendererPids, signUp, startAppServer, timedUpload, waitForHealth } from './app-server.mjs';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-audio-'));
const port = 40000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const ROUNDS = 3;
const SECONDS = 600;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

function makeWav(file) {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `aevalsrc='(0.2+0.6*abs(sin(t/7)))*sin(2*PI*440*t)|(0.2+0.6*abs(sin(t/5)))*sin(2*PI*330*t)':s=48000:d=${SECONDS}`, '-c:a', 'pcm_s16le', file]);
}

const variationOf = (token, assetId) => newestVariation(base, token, assetId);

/** One upload: seconds to its answer, and to the rendition and waveform recorded. */
async function appRound(content, token, projectId) {
  const { asset, started, answered } = await timedUpload(base, token, projectId, content, 'audio/wav', 'podcast.wav');
  for (;;) {
    const variation = await variationOf(token, asset.id);
    if (variation.render_state === 'failed') throw new Error(variation.render_error);
    if (variation.render_state === 'ready') {
      if (variation.media.kind !== 'audio' || !variation.media.waveform || variation.media.proxies.length !== 1) throw new Error(`not rendered as a sound: ${JSON.stringify(variation.media)}`);
      return { answerSeconds: (answered - started) / 1000, totalSeconds: (performance.now() - started) / 1000 };
    }
    await sleep(50);
  }
}

/** Debian's ffmpeg making the waveform picture and the Opus rendition of the same file: seconds. */
function ffmpegRound(file) {
  const started = performance.now();
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-i', file, '-filter_complex', '[0:a]showwavespic=s=1600x400', '-frames:v', '1', path.join(work, 'ffmpeg-waveform.png')],
    ...['-map', '0:a', '-c:a', 'libopus', '-b:a', '128k', '-ar', '48000', path.join(work, 'ffmpeg-rendition.webm')],
  ]);
  return (performance.now() - started) / 1000;
}

await buildServer();
const file = path.join(work, 'podcast.wav');
makeWav(file);
const content = fs.readFileSync(file);
const server = startAppServer({ port, dataDir: path.join(work, 'data'), env: { PUBLIC_URL: base } });
try {
  await waitForHealth(base);
  const call = apiClient(base);
  const { token } = await signUp(call);
  const project = await call('POST', '/projects', { project_name: 'Bench' }, token);

  const rounds = [];
  const ffmpeg = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push(await appRound(content, token, project.data.id));
    ffmpeg.push(ffmpegRound(file));
  }
  const rendererPeak = Math.max(...rendererPids(server.pid).map(peakRssOf));
  const app = median(rounds.map((round) => round.totalSeconds));
  const cli = median(ffmpeg);
  console.log(`10 min WAV, 48 kHz stereo 16-bit (${mb(content.length)}), ${ROUNDS} rounds each, alternating; medians:`);
  console.log(`  upload's answer (content check, probe, waveform poster):  ${median(rounds.map((round) => round.answerSeconds)).toFixed(2)} s`);
  console.log(`  app, first byte to rendition and waveform recorded:       ${app.toFixed(2)} s`);
  console.log(`  Debian ffmpeg CLI, waveform picture + Opus rendition:     ${cli.toFixed(2)} s`);
  console.log(`  speed ratio ffmpeg/app:                                   ${(cli / app).toFixed(2)}   (target >= 0.5)`);
  console.log(`  renderer peak RSS:                                        ${mb(rendererPeak)}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
