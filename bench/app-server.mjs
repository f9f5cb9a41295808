// What the benchmarks share: the server as `npm start` runs it (compiled, a process of its own), a
// wait until it answers, a small JSON client of its API, and a signed-up user.
import { spawn } from 'node:child_process';
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
