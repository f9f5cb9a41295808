import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, dialectUnderTest, type TestApp } from '../test/build-test-app.ts';
import { buildRegisterBody, DEFAULT_PASSWORD } from '../test/factories.ts';
import { makeImage } from '../test/images.ts';
import { freePort } from '../test/postgres-server.ts';

// The server as a process of its own, killed with SIGKILL: no close hook, no flush, as a power cut.
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
let testApp: TestApp;
let server: ChildProcess | undefined;
let baseUrl: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(port: number) {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: testApp.dataDir, DATABASE_URL: testApp.databaseUrl ?? '', AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'fatal' },
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 60_000; waited += 100) {
    if ((await fetch(`${baseUrl}/api/v1/health`).catch(() => null))?.ok) return;
    await sleep(100);
  }
  throw new Error('the server did not start');
}

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  server?.kill('SIGKILL');
  await testApp?.close();
});

it('loses nothing acknowledged when killed with SIGKILL during concurrent writes and an upload, and the database checks clean', async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  await startServer(port);
  const call = async (method: string, url: string, token: string | null, body?: BodyInit, type = 'application/json') => {
    const res = await fetch(`${baseUrl}/api/v1${url}`, { method, body, headers: { ...(token && { authorization: `Bearer ${token}` }), ...(typeof body === 'string' && { 'content-type': type }) } });
    return { status: res.status, body: (await res.json().catch(() => null)) as { token?: string; data?: { id: number } } | null };
  };
  const signup = buildRegisterBody();
  await call('POST', '/auth/register', null, JSON.stringify(signup));
  const token = (await call('POST', '/auth/login', null, JSON.stringify({ email: signup.email, password: DEFAULT_PASSWORD }))).body?.token ?? '';
  await call('PUT', '/profile/plan', token, JSON.stringify({ plan: 'pro' }));
  const uploadsTo = (await call('POST', '/projects', token, JSON.stringify({ project_name: 'Uploads' }))).body?.data?.id ?? 0;

  const projects: number[] = [];
  const assets: number[] = [];
  let running = true;
  const writer = async () => {
    for (let n = 0; running; n++) {
      const res = await call('POST', '/projects', token, JSON.stringify({ project_name: `Crash ${n}` })).catch(() => null);
      if (res?.status === 201 && res.body?.data) projects.push(res.body.data.id);
    }
  };
  const design = await makeImage('png', 1600, 1200);
  const uploader = async () => {
    while (running) {
      const form = new FormData();
      form.append('project_id', String(uploadsTo));
      form.append('design_file', new Blob([new Uint8Array(design)], { type: 'image/png' }), 'poster.png');
      const res = await call('POST', '/upload/design_files', token, form).catch(() => null);
      if (res?.status === 201 && res.body?.data) assets.push(res.body.data.id);
    }
  };
  const load = Promise.all([writer(), writer(), writer(), uploader()]);
  while (projects.length < 30 || assets.length < 2) await sleep(20);
  server?.kill('SIGKILL');
  await new Promise((resolve) => server?.once('exit', resolve));
  running = false;
  await load;

  if (dialectUnderTest === 'sqlite') {
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(testApp.app.database.db);
    expect(rows).toEqual([{ integrity_check: 'ok' }]);
  }
  await startServer(port);
  const listed = await fetch(`${baseUrl}/api/v1/projects`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.json() as Promise<{ data: { id: number }[] }>);
  expect(listed.data.map((project) => project.id)).toEqual(expect.arrayContaining(projects));
  for (const assetId of assets) {
    const asset = (await call('GET', `/assets/${assetId}`, token)).body?.data as unknown as { thumbnail: string };
    expect((await fetch(`${baseUrl}/${asset.thumbnail}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  }
}, 120_000);
