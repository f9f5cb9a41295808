import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { describeDue } from './due-digest-mail.ts';

let smtp: SmtpReceiver;
let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  testApp = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://review.test' });
  app = testApp.app;
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

const call = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload && { payload }) });

/** Waits until no e-mail job is left to run. */
async function jobsDrained() {
  for (let i = 0; i < 200; i++) {
    const left = await app.database.db.selectFrom('jobs').select('id').where('kind', '=', 'send-email').where('failed_at', 'is', null).execute();
    if (!left.length) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('e-mail jobs did not finish');
}

/** The e-mails of reviews due that reached `user` (not their review requests or invitations). */
async function dueMailsTo(user: SignedInUser) {
  await jobsDrained();
  return smtp.mails.filter((mail) => mail.to.includes(user.user.email.toLowerCase()) && / for your decision/.test(mail.subject));
}

let owner: SignedInUser;
let lead: SignedInUser;
let client: SignedInUser;
let assetId: number;

beforeEach(async () => {
  owner = await buildUser(app, { first_name: 'Dana', last_name: 'Designer' });
  const projectId = await buildProject(app, owner, 'Spring campaign');
  lead = await buildMember(app, owner, projectId, 'Member');
  client = await buildMember(app, owner, projectId, 'Member');
  assetId = (await buildUploadedAsset(app, owner, projectId, 'hero.png')).id;
});

const putStages = async (stages: object[]) => expect((await call(owner, 'PUT', `/assets/${assetId}/stages`, { stages })).statusCode).toBe(200);
const internalThenClient = () =>
  putStages([
    { name: 'Internal', deadline: '2099-03-10', reviewers: [{ user_id: lead.user.id, required: true }] },
    { name: 'Client', deadline: '2099-03-12', reviewers: [{ user_id: client.user.id, required: true }] },
  ]);

describe('the morning e-mail of reviews due', () => {
  it("goes out at 07:00 in the reviewer's zone, once a day however many rounds and instances run, listing the reviews waiting for them", async () => {
    await internalThenClient();
    await call(lead, 'PUT', '/notification-settings', { time_zone: 'Asia/Tokyo' });

    // 06:30 in Tokyo.
    await app.digests.sendDue(new Date('2099-03-07T21:30:00Z'));
    expect(await dueMailsTo(lead)).toHaveLength(0);
    // 07:00 in Tokyo, twice at once (two instances), then again later in the morning.
    await Promise.all([app.digests.sendDue(new Date('2099-03-07T22:00:00Z')), app.digests.sendDue(new Date('2099-03-07T22:00:30Z'))]);
    await app.digests.sendDue(new Date('2099-03-07T23:30:00Z'));
    const [mail, ...more] = await dueMailsTo(lead);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('1 review waits for your decision');
    expect(mail!.text).toContain('== Spring campaign ==');
    expect(mail!.text).toContain('- hero (Internal review): Due in 2 days (Tue 10 Mar)');
    expect(mail!.text).toMatch(new RegExp(`http://review\\.test/asset/${assetId}\\?version=\\d+`));
    expect(mail!.html).toContain('Open your reviews');
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The client's stage has not started: nothing waits for them yet.
    await app.digests.sendDue(new Date('2099-03-08T07:00:00Z'));
    expect(await dueMailsTo(client)).toHaveLength(0);

    // The next morning in Tokyo, another; once the lead has decided, the client's turn.
    await app.digests.sendDue(new Date('2099-03-08T22:00:00Z'));
    expect(await dueMailsTo(lead)).toHaveLength(2);
    expect((await call(lead, 'POST', `/assets/${assetId}/decisions`, { decision: 'approved' })).statusCode).toBe(200);
    await app.digests.sendDue(new Date('2099-03-09T07:00:00Z'));
    expect((await dueMailsTo(client)).map((each) => each.text)).toEqual([expect.stringContaining('- hero (Client review): Due in 3 days (Thu 12 Mar)')]);
    await app.digests.sendDue(new Date('2099-03-09T22:00:00Z'));
    expect(await dueMailsTo(lead)).toHaveLength(2);
  });

  it('lists stages due within five days or overdue by up to two, and none in the afternoon', async () => {
    await putStages([{ name: 'Review', deadline: '2099-03-10', reviewers: [{ user_id: lead.user.id, required: true }] }]);
    const texts = async () => (await dueMailsTo(lead)).map((mail) => mail.text.split('\n').find((line) => line.startsWith('- hero')));
    await app.digests.sendDue(new Date('2099-03-04T07:00:00Z'));
    expect(await texts()).toEqual([]);
    // A server that was down all morning does not mail in the afternoon.
    await app.digests.sendDue(new Date('2099-03-05T13:00:00Z'));
    expect(await texts()).toEqual([]);
    await app.digests.sendDue(new Date('2099-03-06T07:00:00Z'));
    // One stage: the review is not named by its stage.
    expect(await texts()).toEqual(['- hero: Due in 4 days (Tue 10 Mar)']);
    await app.digests.sendDue(new Date('2099-03-12T08:00:00Z'));
    await app.digests.sendDue(new Date('2099-03-13T08:00:00Z'));
    expect(await texts()).toEqual(['- hero: Due in 4 days (Tue 10 Mar)', '- hero: Overdue: was due 2 days ago (Tue 10 Mar)']);
    expect((await dueMailsTo(lead))[1]!.subject).toBe('1 review waits for your decision (1 overdue)');
  });

  it('follows the setting: on by default, off when turned off in the settings or by the one-click link', async () => {
    expect((await call(lead, 'GET', '/notification-settings')).json().data.due_digest).toBe(true);
    await internalThenClient();
    await app.digests.sendDue(new Date('2099-03-08T07:00:00Z'));
    const [mail] = await dueMailsTo(lead);
    const url = new URL(/^<(.+)>$/.exec(mail!.headers.get('list-unsubscribe') ?? '')![1]!);
    expect(url.pathname).toMatch(/^\/api\/v1\/unsubscribe\/\d+\.due_digest\.[\w-]{32}$/);
    const page = await app.inject({ method: 'GET', url: url.pathname, headers: { accept: 'text/html' } });
    expect(page.body).toContain('Unsubscribe from the morning e-mail of reviews due?');
    const done = await app.inject({ method: 'POST', url: url.pathname });
    expect(done.json()).toEqual({ message: 'You are unsubscribed from the morning e-mail of reviews due.' });
    const settings = (await call(lead, 'GET', '/notification-settings')).json().data;
    expect(settings).toMatchObject({ due_digest: false, kinds: { review_requested: 'email' } });
    await app.digests.sendDue(new Date('2099-03-09T07:00:00Z'));
    expect(await dueMailsTo(lead)).toHaveLength(1);

    expect((await call(lead, 'PUT', '/notification-settings', { due_digest: true })).json().data.due_digest).toBe(true);
    await app.digests.sendDue(new Date('2099-03-10T07:00:00Z'));
    expect(await dueMailsTo(lead)).toHaveLength(2);
    expect((await call(lead, 'PUT', '/notification-settings', { due_digest: 'yes' })).statusCode).toBe(422);
  });
});

describe('when a review is due, as the e-mail says it', () => {
  it('counts days from the reader’s day', () => {
    expect(describeDue('2099-03-10', '2099-03-10', 'en')).toBe('Due today (Tue 10 Mar)');
    expect(describeDue('2099-03-10', '2099-03-09', 'en')).toBe('Due tomorrow (Tue 10 Mar)');
    expect(describeDue('2099-03-10', '2099-03-11', 'en')).toBe('Overdue: was due yesterday (Tue 10 Mar)');
  });
});
