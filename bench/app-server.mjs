// What the benchmarks share: the server as `npm start` runs it (compiled, a process of its own), a
// wait until it answers, a small JSON client of its API, and a signed-up user.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS } from '../scripts/build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts `server/dist/server.js` (build it first with buildServer) on `port` with its data in `dataDir`. */
export function startAppServer({ port, dataDir, env = {} }) {
  return spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitForHealth(base) {
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${base}/api/v1/health`).then((res) => res.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** `call(method, url, body?, token?)` against `base`'s API; throws with the answer on anything but 2xx. */
export const apiClient = (base) => async (method, url, body, token) => {
  const res = await fetch(`${base}/api/v1${url}`, { method, headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
};

/** A new user on the Pro plan (no plan limit gets in a benchmark's way); their e-mail and token. */
export async function signUp(call) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await call('POST', '/auth/register', { first_name: 'Bench', last_name: 'Mark', email, password: 'bench-password', password_confirmation: 'bench-password', terms: true });
  const { token } = await call('POST', '/auth/login', { email, password: 'bench-password' });
  await call('PUT', '/profile/plan', { plan: 'pro' }, token);
  return { email, token };
}

/** The most memory a process has held (VmHWM), in bytes. */
export const peakRssOf = (pid) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)[1]) * 1024;

/** The server's renderer processes: one for uploads and frames, one for long renders. */
export const rendererPids = (serverPid) => execFileSync('pgrep', ['-P', String(serverPid), '-f', 'render-worker'], { encoding: 'utf8' }).trim().split('\n').map(Number);

/** The first variation of an asset's newest version, as its owner reads it. */
export async function newestVariation(base, token, assetId) {
  const asset = (await (await fetch(`${base}/api/v1/assets/${assetId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  return asset.versions[0].variations[0];
}

/** Uploads `content` as a new asset of the project; the asset, and when the upload started and was answered (performance.now()). */
export async function timedUpload(base, token, projectId, content, type, name) {
  const form = new FormData();
  form.set('project_id', String(projectId));
  form.set('design_file', new Blob([content], { type }), name);
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/upload/design_files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const answered = performance.now();
  return { asset: (await res.json()).data, started, answered };
}
