import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../test/project-factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../test/smtp-receiver.ts';
import { enqueue } from './queue.ts';
import { createJobRegistry } from './registry.ts';
import { backoffMs, createJobWorker, type JobHandler, type JobWorker } from './worker.ts';

/** A loopback port with nothing listening on it yet: an SMTP server that is down. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A registry whose e-mails go to `sendEmail` and whose other kinds do nothing. */
function registryWith(sendEmail: JobHandler<'send-email'>) {
  const registry = createJobRegistry();
  registry.register('send-email', sendEmail);
  for (const kind of ['render-pages', 'render-video', 'render-banner', 'deliver-webhook', 'compare-variation', 'make-pyramid', 'capture-website', 'convert-office'] as const) registry.register(kind, { run: async () => {} });
  return registry;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

let smtpPort: number;
let smtp: SmtpReceiver | undefined;
let testApp: TestApp;
let app: FastifyInstance;
const extraWorkers: JobWorker[] = [];

beforeAll(async () => {
  smtpPort = await freePort();
  testApp = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  app = testApp.app;
});
afterEach(async () => {
  await Promise.all(extraWorkers.splice(0).map((worker) => worker.stop()));
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

const emailJobs = () => app.database.db.selectFrom('jobs').selectAll().where('kind', '=', 'send-email').orderBy('id').execute();

/** A member mentioned `count` times by the owner, each mention e-mailed at once (the default). */
async function mentions(count: number): Promise<SignedInUser> {
  const owner = await buildUser(app);
  const projectId = await buildProject(app, owner);
  const member = await buildMember(app, owner, projectId, 'Member');
  const asset = await buildUploadedAsset(app, owner, projectId);
  for (let i = 1; i <= count; i++) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: asset.versions[0].variations[0].id, content: `Mention ${i}`, mentions: [member.user.id] } });
    expect(res.statusCode).toBe(201);
  }
  return member;
}

describe('durable jobs', () => {
  it('loses no e-mail while SMTP is down: 20 mentions wait, then each arrives once when it is back', async () => {
    const member = await mentions(20);
    // SMTP is down: every e-mail is tried, fails, and is kept for a later attempt.
    await until(async () => (await emailJobs()).filter((job) => job.attempts >= 1 && job.last_error !== null).length >= 21, 'the first failed attempts');
    expect(await app.database.db.selectFrom('outbox').select('id').where('sent_at', 'is not', null).execute()).toHaveLength(0);

    smtp = await startSmtpReceiver(smtpPort);
    // An hour on, their backoff is over: make them due now rather than wait.
    await app.database.db.updateTable('jobs').set({ run_at: new Date().toISOString() }).where('kind', '=', 'send-email').execute();
    app.jobs.wake();
    const received = await smtp.waitFor(20, { to: member.user.email, timeoutMs: 20_000 });
    await until(async () => (await emailJobs()).length === 0, 'the jobs to finish');
    await sleep(300);
    const mentionMails = smtp.mails.filter((mail) => mail.to.includes(member.user.email.toLowerCase()) && /mentioned you/.test(mail.subject));
    expect(mentionMails).toHaveLength(20);
    expect(new Set(mentionMails.map((mail) => mail.text.match(/"Mention (\d+)"/)?.[1])).size).toBe(20);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(received.length);
  });

  it('takes up again, after its lease, a job whose worker died mid-way, and delivers it once', async () => {
    smtp ??= await startSmtpReceiver(smtpPort);
    await app.jobs.stop();
    try {
      const before = smtp.mails.length;
      const member = await mentions(1);
      // The mention's e-mail, queued after the invitation's.
      const job = (await emailJobs()).at(-1)!;
      await app.database.db.deleteFrom('jobs').where('kind', '=', 'send-email').where('id', '<>', job.id).execute();

      // This worker claims the job and then never finishes: as if its process were killed.
      let claimed = false;
      const dying = createJobWorker({
        db: app.database.db,
        dialect: app.database.dialect,
        log: app.log,
        leaseMs: 500,
        pollMs: 50,
        handlers: registryWith({
          // Hangs until the test ends (the worker is stopped in afterEach, after the check).
          run: (_payload, { signal }) => ((claimed = true), new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped'))))),
        }),
      });
      extraWorkers.push(dying);
      dying.start();
      await until(async () => claimed, 'the first worker to claim the job');
      // Abandoned, not stopped: a dead process puts nothing back.
      const taken = (await emailJobs())[0]!;
      expect(taken.locked_until! > new Date().toISOString()).toBe(true);

      app.jobs.start();
      await smtp.waitFor(before + 1, { timeoutMs: 10_000 });
      await until(async () => (await emailJobs()).length === 0, 'the job to be done');
      await sleep(700);
      expect(smtp.mails.filter((mail) => mail.to.includes(member.user.email.toLowerCase()) && /mentioned you/.test(mail.subject))).toHaveLength(1);
    } finally {
      app.jobs.start();
    }
  });

  it('never runs one job in two workers at once, and runs each once', async () => {
    await app.jobs.stop();
    try {
      const runs = new Map<number, number>();
      let running = new Set<number>();
      let overlap = false;
      const handlers = registryWith({
        run: async ({ outbox_id }) => {
          if (running.has(outbox_id)) overlap = true;
          running.add(outbox_id);
          runs.set(outbox_id, (runs.get(outbox_id) ?? 0) + 1);
          await sleep(5 + Math.random() * 20);
          running = new Set([...running].filter((id) => id !== outbox_id));
        },
      });
      await app.database.db.transaction().execute(async (trx) => {
        for (let id = 1_000_001; id <= 1_000_060; id++) await enqueue(trx, 'send-email', { outbox_id: id });
      });
      for (let i = 0; i < 2; i++) {
        const worker = createJobWorker({ db: app.database.db, dialect: app.database.dialect, log: app.log, pollMs: 10, concurrency: 3, handlers });
        extraWorkers.push(worker);
        worker.start();
      }
      await until(async () => runs.size === 60 && (await emailJobs()).length === 0, 'all 60 jobs');
      expect(overlap).toBe(false);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    } finally {
      app.jobs.start();
    }
  });

  it('takes each kind\'s handler from the registry the composition root fills: once per kind, and none missing', () => {
    const registry = createJobRegistry();
    registry.register('send-email', { run: async () => {} });
    expect(() => registry.register('send-email', { run: async () => {} })).toThrow(/send-email is registered already/);
    expect(registry.missing()).toEqual(['render-pages', 'render-video', 'render-banner', 'deliver-webhook', 'compare-variation', 'make-pyramid', 'capture-website', 'convert-office']);
    const worker = createJobWorker({ db: app.database.db, dialect: app.database.dialect, log: app.log, handlers: registry });
    expect(() => worker.start()).toThrow('no handler is registered for jobs of kind render-pages, render-video, render-banner, deliver-webhook, compare-variation, make-pyramid, capture-website, convert-office');
  });

  it('waits longer after each failure, scattered, and never more than an hour', () => {
    expect(backoffMs(1, () => 0.5)).toBe(5_000);
    expect(backoffMs(2, () => 0.5)).toBe(10_000);
    expect(backoffMs(1, () => 0)).toBe(3_750);
    expect(backoffMs(1, () => 1)).toBe(6_250);
    expect(backoffMs(30, () => 1)).toBe(60 * 60_000);
  });
});
