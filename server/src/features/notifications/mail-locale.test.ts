import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@review/contract/locales';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { translate } from '../../i18n/messages.ts';
import { framesMessage } from './frames-message.ts';

let smtp: SmtpReceiver;
let testApp: TestApp;
let app: FastifyInstance;
let owner: SignedInUser;
let projectId: number;
let variationId: number;

const call = (who: SignedInUser, method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });

/** A member of the project whose account reads `locale`; the invitation that brought them in is set aside. */
async function memberReading(locale: Locale) {
  const member = await buildMember(app, owner, projectId, 'Member');
  await smtp.waitFor(1, { to: member.user.email });
  smtp.mails.splice(0, smtp.mails.length, ...smtp.mails.filter((mail) => !mail.to.includes(member.user.email.toLowerCase())));
  expect((await call(member, 'PUT', '/profile/update', { locale })).statusCode).toBe(200);
  return member;
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  testApp = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://review.test' });
  app = testApp.app;
  owner = await buildUser(app, { first_name: 'Ana', last_name: 'Lima' });
  projectId = await buildProject(app, owner, 'Frühling');
  variationId = (await buildUploadedAsset(app, owner, projectId, 'hero-banner.png')).versions[0].variations[0].id;
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

describe("e-mails in the recipient's language", () => {
  it('writes a notification and a password reset to a German account in German, subject and body', async () => {
    const member = await memberReading('de');
    await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Bitte die Headline prüfen', mentions: [member.user.id] });
    const [notice] = await smtp.waitFor(1, { to: member.user.email });
    expect(notice!.subject).toBe('Ana Lima hat Sie bei hero-banner v1 erwähnt – Frühling');
    expect(notice!.html).toContain('<html lang="de">');
    for (const body of [notice!.text, notice!.html]) {
      expect(body).toContain('Kommentar öffnen');
      expect(body).toContain('Sie erhalten diese E-Mail, weil Sie sich bei Erwähnungen sofort per E-Mail benachrichtigen lassen.');
      expect(body).toContain('Benachrichtigungseinstellungen');
      expect(body).toContain('Keine E-Mails mehr zu Erwähnungen');
      expect(body).not.toMatch(/Open the|You get this|Notification settings|Stop e-mails/);
    }

    await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: member.user.email } });
    const [, reset] = await smtp.waitFor(2, { to: member.user.email });
    expect(reset!.subject).toBe('Passwort zurücksetzen');
    expect(reset!.text).toContain(`Hallo ${member.user.first_name},`);
    expect(reset!.text).toMatch(/Der Link funktioniert einmal und \d+ Minuten lang\./);
  });

  it('writes a daily digest to a Japanese account in Japanese, its times as Japanese write them in their zone', async () => {
    const member = await memberReading('ja');
    expect((await call(member, 'PUT', '/notification-settings', { kinds: { mention: 'digest' }, digest: 'daily', digest_hour: 9, time_zone: 'Asia/Tokyo' })).statusCode).toBe(200);
    await call(owner, 'POST', '/comments', { variation_id: variationId, content: '色を確認してください', mentions: [member.user.id] });
    await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'ロゴも', mentions: [member.user.id] });

    await app.digests.sendDue(new Date(Date.now() + 25 * 60 * 60 * 1000));
    const [digest] = await smtp.waitFor(1, { to: member.user.email });
    expect(digest!.subject).toBe('毎日のまとめ：Frühling で 2 件の更新');
    expect(digest!.html).toContain('<html lang="ja">');
    expect(digest!.text).toContain('前回のまとめ以降 2 件の更新があります');
    expect(digest!.text).toContain('Ana Lima さんが hero-banner v1 であなたをメンションしました：「色を確認してください」');
    expect(digest!.text).toContain('通知を開く');
    expect(digest!.text).toContain('まとめメールを停止');
    // Japanese medium dates, in Tokyo's clock: 2026/11/29 9:05.
    expect(digest!.text).toMatch(/- \d{4}\/\d{1,2}\/\d{1,2} \d{1,2}:\d{2}: Ana Lima/);
    expect(digest!.text).not.toMatch(/update|Open your|You get this|mentioned you/);
  });

  it("invites an address without an account in the inviter's language, and an account in its own", async () => {
    const inviter = await buildUser(app, { first_name: 'Zoé', last_name: 'Roux' });
    const studio = await buildProject(app, inviter, 'Atelier');
    expect((await call(inviter, 'PUT', '/profile/update', { locale: 'fr' })).statusCode).toBe(200);
    const stranger = `nouvelle-${Date.now()}@example.com`;
    expect((await call(inviter, 'POST', '/invite', { project_id: studio, email: stranger, role: 'Member' })).statusCode).toBeLessThan(300);
    const [invitation] = await smtp.waitFor(1, { to: stranger });
    expect(invitation!.subject).toBe('Zoé Roux vous a invité à rejoindre Atelier');
    expect(invitation!.text).toContain('Zoé Roux vous a invité à rejoindre le projet «\u00a0Atelier\u00a0» en tant que membre.');

    const reader = await buildUser(app);
    await call(reader, 'PUT', '/profile/update', { locale: 'es' });
    const invited = await call(inviter, 'POST', '/invite', { project_id: studio, email: reader.user.email, role: 'Admin' });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    const [own] = await smtp.waitFor(1, { to: reader.user.email });
    expect(own!.subject).toBe('Zoé Roux te invitó a Atelier');
    expect(own!.text).toContain('como administrador');
  });

  it("names a video's frames in the reader's words, its numbers as the screens show them", () => {
    const range = framesMessage({ frame: 1000, frame_end: 1100, timecode: '00:00:41:16', timecode_end: '00:00:45:20' });
    expect(translate('en', 'mail.notice.frames', { frames: range! })).toBe('At 00:00:41:16 – 00:00:45:20 (frames 1000–1100)');
    expect(translate('de', 'mail.notice.frames', { frames: range! })).toBe('Bei 00:00:41:16 – 00:00:45:20 (Frames 1000–1100)');
    expect(translate('ja', 'mail.notice.frames', { frames: framesMessage({ frame: 1000, frame_end: null, timecode: null, timecode_end: null })! })).toBe('フレーム 1000 の位置');
  });
});
