import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildRegisterBody, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { freePort } from '../../test/postgres-server.ts';
import { removeVideoClips, videoClip } from '../../test/video-clips.ts';

// Two server processes on one database and file store: one answers HTTP and runs no jobs, the other
// runs jobs and answers no HTTP. A video uploaded to the first is rendered by the second.
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let testApp: TestApp;
const processes: ChildProcess[] = [];

function startInstance(role: 'web' | 'worker', port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: testApp.dataDir, DATABASE_URL: testApp.databaseUrl ?? '', SERVER_ROLE: role, AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'fatal' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  processes.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { said: () => output };
}

async function until<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

beforeAll(async () => {
  testApp = await buildTestApp();
  // This process's own worker stays out of it: only the worker instance may take the render.
  await testApp.app.jobs.stop();
});

afterAll(async () => {
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all(processes.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))));
  await testApp?.close();
  await removeVideoClips();
});

it('renders a video uploaded to a web-only instance in a worker-only instance, which answers no HTTP', { timeout: 120_000 }, async () => {
  const [webPort, workerPort] = [await freePort(), await freePort()];
  const web = startInstance('web', webPort);
  const worker = startInstance('worker', workerPort);
  const base = `http://127.0.0.1:${webPort}/api/v1`;
  await until(async () => ((await fetch(`${base}/health`)).ok ? true : undefined), 'the web instance');
  await until(async () => (worker.said().includes('worker is running') ? true : undefined), 'the worker instance');
  expect(web.said()).toContain('web only');
  await expect(fetch(`http://127.0.0.1:${workerPort}/api/v1/health`)).rejects.toThrow();

  const json = async (url: string, body: unknown, token?: string) =>
    (await fetch(`${base}${url}`, { method: url === '/profile/plan' ? 'PUT' : 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) })).json();
  const signup = buildRegisterBody();
  await json('/auth/register', signup);
  const { token } = (await json('/auth/login', { email: signup.email, password: DEFAULT_PASSWORD })) as { token: string };
  await json('/profile/plan', { plan: 'pro' }, token);
  const project = (await json('/projects', { project_name: 'Motion' }, token)) as { data: { id: number } };

  const form = new FormData();
  form.set('project_id', String(project.data.id));
  form.set('design_file', new Blob([fs.readFileSync(await videoClip('h264At25'))]), 'spot.mp4');
  const uploaded = await fetch(`${base}/upload/design_files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(uploaded.status).toBe(201);
  const assetId = ((await uploaded.json()) as { data: { id: number } }).data.id;

  const variation = await until(async () => {
    const asset = (await (await fetch(`${base}/assets/${assetId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { versions: { variations: { render_state: string; render_error: string | null; media: { proxies: unknown[] } }[] }[] };
    };
    const found = asset.data.versions[0]!.variations[0]!;
    return found.render_state === 'rendering' ? undefined : found;
  }, 'the worker to render the video');
  expect(variation.render_error).toBeNull();
  expect(variation.render_state).toBe('ready');
  expect(variation.media.proxies).toHaveLength(1);
  // Nothing but the worker holds its process open, and it stays up for the next job.
  expect(processes[1]!.exitCode).toBeNull();
});
