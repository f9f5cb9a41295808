import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../test/build-test-app.ts';
import { buildRegisterBody, DEFAULT_PASSWORD } from '../test/factories.ts';
import { freePort, hasPostgresBinaries, startOwnPostgres } from '../test/postgres-server.ts';

// The server as `npm start` runs it, in a process of its own, so that an error nobody handles shows as
// the process ending, as it did (an uncaught ECONNRESET from a pooled connection).
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const LONGEST_ANSWER_MS = 10_000;

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: { message?: string; code?: string } | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(dialectUnderTest !== 'postgres' || !hasPostgresBinaries())('a PostgreSQL outage', () => {
  let postgres: Awaited<ReturnType<typeof startOwnPostgres>>;
  let server: ChildProcess;
  let baseUrl: string;
  let dataDir: string;
  let exited: string | null = null;
  let token: string;

  async function call(method: 'GET' | 'POST', url: string, body?: object): Promise<Answer> {
    const started = Date.now();
    const res = await fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body && { 'content-type': 'application/json' }) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { status: res.status, ms: Date.now() - started, retryAfter: res.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
  }

  /** A call whose connection fails (the server gone) counts as status 0, so the test can say why. */
  const attempt = (method: 'GET' | 'POST', url: string, body?: object): Promise<Answer> =>
    call(method, url, body).catch((error: unknown) => ({ status: 0, ms: 0, retryAfter: null, body: { message: String(error) } }));

  /** Writes (sign-ups) and reads (the project list) from `workers` loops until `until()` says stop. */
  async function load(workers: number, until: () => boolean) {
    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (!until()) {
          const signup = buildRegisterBody();
          const write = await attempt('POST', '/auth/register', signup);
          answers.push(write);
          if (write.status === 201) acknowledged.push(signup.email);
          answers.push(await attempt('GET', '/projects'));
          // As a client told Retry-After would, only much sooner: the outage stays short.
          if (write.status !== 201) await sleep(50);
        }
      }),
    );
    return { answers, acknowledged };
  }

  async function waitUntilHealthy(limitMs: number) {
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline) {
      if ((await attempt('GET', '/health')).status === 200) return;
      await sleep(100);
    }
    throw new Error(`not healthy within ${limitMs} ms`);
  }

  const expectOnlySuccessOrUnavailable = (answers: Answer[]) => {
    for (const answer of answers) {
      expect([200, 201, 503]).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.retryAfter).toBe('5');
        expect(answer.body).toEqual({ message: 'The database is not answering right now. Please try again in a moment.', code: 'database_unavailable' });
      }
    }
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(LONGEST_ANSWER_MS);
  };

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-outage-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: postgres.url, AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'fatal' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    server.on('exit', (code, signal) => (exited = `exited with ${code ?? signal}: ${stderr.slice(-2000)}`));
    await waitUntilHealthy(60_000);
    const signup = buildRegisterBody();
    await call('POST', '/auth/register', signup);
    token = ((await call('POST', '/auth/login', { email: signup.email, password: DEFAULT_PASSWORD })).body as { token?: string }).token ?? '';
    expect(token).not.toBe('');
  }, 90_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    postgres?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarted under load: answers 503 with Retry-After meanwhile, none waits 10 s, the process lives on, recovers by itself and loses no acknowledged write', async () => {
    let phase: 'before' | 'down' | 'back' | 'done' = 'before';
    const running = load(6, () => phase === 'done');
    await sleep(1_500);
    phase = 'down';
    postgres.stop();
    await sleep(3_000);
    postgres.start();
    phase = 'back';
    await waitUntilHealthy(15_000);
    await sleep(2_000);
    phase = 'done';
    const { answers, acknowledged } = await running;

    expect(exited).toBeNull();
    expectOnlySuccessOrUnavailable(answers);
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    // Back to normal: the last round of every loop succeeded.
    expect(answers.slice(-6).every((answer) => answer.status < 300)).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(6);
    for (const email of acknowledged) {
      expect((await call('POST', '/auth/login', { email, password: DEFAULT_PASSWORD })).status, email).toBe(200);
    }
  }, 90_000);

  it('not answering at all: requests answer 503 within 10 s instead of waiting with it, and it recovers when it answers again', async () => {
    postgres.freeze();
    let answers: Answer[];
    try {
      answers = await Promise.all([attempt('GET', '/projects'), attempt('POST', '/auth/register', buildRegisterBody()), attempt('GET', '/projects'), attempt('GET', '/health')]);
    } finally {
      postgres.thaw();
    }
    expect(exited).toBeNull();
    const [list, signup, again, health] = answers;
    expect(list?.status).toBe(503);
    expect(signup?.status).toBe(503);
    expect(again?.status).toBe(503);
    expect(health?.status).toBe(503);
    expectOnlySuccessOrUnavailable(answers.slice(0, 3));
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(LONGEST_ANSWER_MS);

    await waitUntilHealthy(15_000);
    expect((await call('GET', '/projects')).status).toBe(200);
  }, 90_000);
});
