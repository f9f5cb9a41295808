import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@review/contract/locales';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { translate } from '../../i18n/messages.ts';
import { framesMessage } from './frames-message.ts';
import { nameOf } from './subject.ts';

let smtp: SmtpReceiver;
let testApp: TestApp;
let app: FastifyInstance;
let owner: SignedInUser;
let projectId: number;
let variationId: number;

const call = (who: SignedInUser, method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });

/** A member of the project whose account reads `locale`; the invitation that brought them in is set aside. */
async function memberReading(locale: Locale, host = owner, project = projectId) {
  const member = await buildMember(app, host, project, 'Member');
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

describe("the bell and the unsubscribe page in the reader's language", () => {
  // A project of its own: the first one's plan has no room for more members.
  let host: SignedInUser;
  let project: number;
  let variation: number;
  beforeAll(async () => {
    host = await buildUser(app, { first_name: 'Ana', last_name: 'Lima' });
    project = await buildProject(app, host, 'Herbst');
    variation = (await buildUploadedAsset(app, host, project, 'hero-banner.png')).versions[0].variations[0].id;
  });
  const bell = async (who: SignedInUser) => ((await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: who.headers })).json().data as { data: { message: string } }[]).map((notice) => notice.data.message);

  it("lists a German account's notices in German, an English one's as stored, and follows a change of language at once", async () => {
    const german = await memberReading('de', host, project);
    const english = await buildMember(app, host, project, 'Member');
    await call(host, 'POST', '/comments', { variation_id: variation, content: 'Kontrast?', mentions: [german.user.id, english.user.id] });

    expect(await bell(english)).toEqual(['Ana Lima mentioned you on hero-banner: "Kontrast?"']);
    expect(await bell(german)).toEqual(['Ana Lima hat Sie bei hero-banner v1 erwähnt: „Kontrast?“']);
    expect((await call(german, 'PUT', '/profile/update', { locale: 'ja' })).statusCode).toBe(200);
    expect(await bell(german)).toEqual(['Ana Lima さんが hero-banner v1 であなたをメンションしました：「Kontrast?」']);
  });

  it("shows a German account's unsubscribe page and its answer in German, a link that is not valid in the browser's language", async () => {
    const member = await memberReading('de', host, project);
    await call(host, 'POST', '/comments', { variation_id: variation, content: 'Abbestellen', mentions: [member.user.id] });
    const [mail] = await smtp.waitFor(1, { to: member.user.email });
    const { pathname } = new URL(/^<(.+)>$/.exec(mail!.headers.get('list-unsubscribe') ?? '')![1]!);

    const page = await app.inject({ method: 'GET', url: pathname, headers: { accept: 'text/html' } });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Benachrichtigungen zu Erwähnungen abbestellen? Sie kommen dann weder per E-Mail noch in der App;');
    expect(page.body).toContain('<button type="submit">Abbestellen</button>');
    expect(page.body).toContain('>Benachrichtigungseinstellungen</a>');
    expect(page.body).not.toMatch(/Unsubscribe|Notification settings/);
    const done = await app.inject({ method: 'POST', url: pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.json()).toEqual({ message: 'Sie haben Benachrichtigungen zu Erwähnungen abbestellt.' });

    const invalid = await app.inject({ method: 'GET', url: '/api/v1/unsubscribe/nonsense', headers: { accept: 'text/html', 'accept-language': 'ja,en;q=0.5' } });
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('この配信停止リンクは無効です。');
  });

  it('names someone whose name is not known in each reader\'s words, and as ever in the English bell', async () => {
    const someone = await nameOf(app.database.db, null);
    expect(`${String(someone)} mentioned you`).toBe('Someone mentioned you');
    expect(translate('de', 'mail.notice.mentioned', { actor: someone, asset: 'hero-banner v1' })).toBe('Jemand hat Sie bei hero-banner v1 erwähnt');
    expect(translate('ja', 'mail.notice.mentioned', { actor: someone, asset: 'hero-banner v1' })).toBe('不明なユーザー さんが hero-banner v1 であなたをメンションしました');
  });
});
