import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSentMailRedaction } from '../db/migrations/0022-sent-mail-redaction.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildUser } from '../test/factories.ts';
import { buildProject } from '../test/project-factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../test/smtp-receiver.ts';

let smtp: SmtpReceiver;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  testApp = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The outbox's row of the newest mail to `to`, once SMTP has accepted it. */
async function sentRow(to: string) {
  const db = testApp.app.database.db;
  for (let waited = 0; waited < 15_000; waited += 50) {
    const row = await db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirst();
    if (row?.sent_at) return row;
    await sleep(50);
  }
  throw new Error(`no mail to ${to} was sent`);
}

describe('the outbox once a mail is sent', () => {
  it('keeps no password-reset link readable: the mail carries it, the row no longer does', async () => {
    const { user } = await buildUser(testApp.app);
    await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    const [mail] = await smtp.waitFor(1, { to: user.email });
    const token = mail!.text.match(/\/reset-password\/([\w-]+)/)?.[1];
    expect(token).toMatch(/^[\w-]{40,}$/);

    const row = await sentRow(user.email);
    expect(row.subject).toBe(mail!.subject);
    expect(row.message_id).toBe(mail!.messageId);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.text_body).not.toContain('/reset-password/');
    expect(row.html_body).toBeNull();
    // The link still works for the person it was mailed to.
    const reset = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'a-whole-new-one' } });
    expect(reset.statusCode).toBe(200);
  });

  it('keeps no invitation link readable either', async () => {
    const owner = await buildUser(testApp.app);
    const projectId = await buildProject(testApp.app, owner);
    const email = `invited.${projectId}@example.test`;
    await testApp.app.inject({ method: 'POST', url: '/api/v1/invite', headers: owner.headers, payload: { project_id: projectId, email, role: 'Member' } });
    const [mail] = await smtp.waitFor(1, { to: email });
    const invitation = await testApp.app.database.db.selectFrom('invitations').select('token').where('email', '=', email).executeTakeFirstOrThrow();
    expect(mail!.text).toContain(invitation.token);
    expect(JSON.stringify(await sentRow(email))).not.toContain(invitation.token);
  });

  it('takes the bodies out of mails sent before the change, and leaves unsent ones whole', async () => {
    const db = testApp.app.database.db;
    const at = new Date().toISOString();
    const base = { subject: 'Reset your password', html_body: '<a href="/reset-password/old-secret">Reset</a>', headers: '{"List-Unsubscribe":"<x>"}', attachments: null, created_at: at };
    const sent = await db.insertInto('outbox').values({ ...base, to_address: 'sent.before@example.test', text_body: 'Open /reset-password/old-secret', message_id: '<old@x>', sent_at: at }).returning('id').executeTakeFirstOrThrow();
    const waiting = await db.insertInto('outbox').values({ ...base, to_address: 'not.yet@example.test', text_body: 'Open /reset-password/waiting', message_id: null, sent_at: null }).returning('id').executeTakeFirstOrThrow();

    await createSentMailRedaction().up(db);

    const redacted = await db.selectFrom('outbox').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(redacted)).not.toContain('old-secret');
    expect(redacted.message_id).toBe('<old@x>');
    const kept = await db.selectFrom('outbox').selectAll().where('id', '=', waiting.id).executeTakeFirstOrThrow();
    expect(kept.text_body).toBe('Open /reset-password/waiting');
  });
});
