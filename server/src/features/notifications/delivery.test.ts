import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { buildVideoAsset, buildVideoLikeAsset } from '../../test/video-asset.ts';
import { readImageBarcode, removeVideoClips } from '../../test/video-clips.ts';

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
  await removeVideoClips();
});

const call = (who: SignedInUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who?.headers, ...(payload && { payload }) });

/** An owner, a member and an uploaded asset in one project, with settings as given. */
async function scene(projectName: string) {
  const owner = await buildUser(app, { first_name: 'Ana', last_name: 'Lima' });
  const projectId = await buildProject(app, owner, projectName);
  const member = await buildMember(app, owner, projectId, 'Member');
  const asset = await buildUploadedAsset(app, owner, projectId, 'hero-banner.png');
  // The invitation that brought the member in is not what these tests are about.
  await smtp.waitFor(1, { to: member.user.email });
  smtp.mails.splice(0, smtp.mails.length, ...smtp.mails.filter((mail) => !mail.to.includes(member.user.email.toLowerCase())));
  return { owner, member, projectId, asset, variationId: asset.versions[0].variations[0].id as number };
}

/** Waits until no e-mail job is left to run. */
async function jobsDrained() {
  for (let i = 0; i < 200; i++) {
    const left = await app.database.db.selectFrom('jobs').select('id').where('kind', '=', 'send-email').where('failed_at', 'is', null).execute();
    if (!left.length) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('e-mail jobs did not finish');
}

const mailsTo = (user: SignedInUser) => smtp.mails.filter((mail) => mail.to.includes(user.user.email.toLowerCase()));

describe('notification e-mails', () => {
  it('e-mails a mention at once ("e-mail now"), with a subject that says where, a thumbnail, a button to the comment and one-click unsubscribe', async () => {
    const { owner, member, projectId, asset, variationId } = await scene('Spring campaign');
    const comment = (await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Can you check the headline?', mentions: [member.user.id] })).json().data;

    const [mail] = await smtp.waitFor(1, { to: member.user.email });
    expect(mail!.subject).toBe('Ana Lima mentioned you on hero-banner v1 — Spring campaign');
    expect(mail!.text).toContain('"Can you check the headline?"');
    const button = `http://review.test/asset/${asset.id}?version=${asset.versions[0].id}&amp;variation=${variationId}&amp;comment=${comment.id}`;
    expect(mail!.html).toContain(button);
    expect(mail!.html).toMatch(/<img src="cid:thumbnail@design-review"/);
    expect(mail!.attachments.map((a) => a.contentType)).toEqual(['image/jpeg']);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.messageId).toMatch(/^<mail-\d+-\d+@review\.test>$/);

    const bell = (await call(member, 'GET', '/notifications')).json();
    expect(bell.data[0]).toMatchObject({ kind: 'mention', project: { id: projectId, project_name: 'Spring campaign' }, read_at: null });
    expect(bell.data[0].data.link).toBe(`/asset/${asset.id}?version=${asset.versions[0].id}&variation=${variationId}&comment=${comment.id}`);
    // Nobody hears of their own action: the owner wrote it on their own asset.
    await jobsDrained();
    expect(mailsTo(owner)).toHaveLength(0);
    expect((await call(owner, 'GET', '/notifications')).json().data.filter((n: { kind: string }) => n.kind !== 'invitation_accepted')).toHaveLength(0);
  });

  it("shows the comment's own frame as the e-mail's picture", async () => {
    const { owner, member, projectId } = await scene('Motion');
    const video = await buildVideoAsset(app, owner, projectId, 'teaser.mp4');
    await video.comment({ content: 'Cut here.', frame: 37, mentions: [member.user.id] });
    const [mail] = await smtp.waitFor(1, { to: member.user.email });
    expect(mail!.text).toContain('At 00:00:01:13 (frame 37)');
    expect(mail!.attachments).toHaveLength(1);
    expect(await readImageBarcode(mail!.attachments[0]!.content)).toBe(37);
  });

  it("names the moment of a comment on a video, in the e-mail, the bell's line and a link that opens on the frame", async () => {
    const { owner, member, projectId } = await scene('Teaser');
    const video = await buildVideoLikeAsset(app, owner, projectId, 'teaser.png');
    const onFrame = await video.comment({ content: 'The title flickers here.', frame: 1000, mentions: [member.user.id] });
    const [mail] = await smtp.waitFor(1, { to: member.user.email });
    expect(mail!.text).toContain('At 00:00:41:16 (frame 1000)\n');
    expect(mail!.html).toContain('>At 00:00:41:16 (frame 1000)</p>');
    expect(mail!.html).toContain(`comment=${onFrame}&amp;frame=1000`);
    const bell = (await call(member, 'GET', '/notifications')).json().data[0];
    expect(bell.data.message).toBe('Ana Lima mentioned you on teaser at 00:00:41:16: "The title flickers here."');
    expect(bell.data.link).toBe(`/asset/${video.assetId}?version=${video.versionId}&variation=${video.variationId}&comment=${onFrame}&frame=1000`);

    await video.comment({ content: 'Too fast through here.', frame: 1000, frame_end: 1100, mentions: [member.user.id] });
    const [, range] = await smtp.waitFor(2, { to: member.user.email });
    expect(range!.text).toContain('At 00:00:41:16 – 00:00:45:20 (frames 1000–1100)\n');
    expect((await call(member, 'GET', '/notifications')).json().data[0].data.message).toBe('Ana Lima mentioned you on teaser at 00:00:41:16 – 00:00:45:20: "Too fast through here."');

    // A comment about the whole video has no moment to name.
    await call(owner, 'POST', '/comments', { variation_id: video.variationId, content: 'Lovely grade overall.', mentions: [member.user.id] });
    const [, , whole] = await smtp.waitFor(3, { to: member.user.email });
    expect(whole!.text).not.toContain('At ');
    expect(whole!.text).toMatch(/^Ana Lima mentioned you on teaser v1\nTeaser\n\n"Lovely grade overall\."/);
  });

  it('with "digest", sends nothing until the window closes, then one e-mail grouped by project and asset, and nothing for an empty window', async () => {
    const { owner, member, variationId } = await scene('Brand refresh');
    expect((await call(member, 'PUT', '/notification-settings', { kinds: { mention: 'digest', comment: 'digest' }, digest: 'daily', digest_hour: 9, time_zone: 'Europe/Lisbon' })).statusCode).toBe(200);
    await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'First pass', mentions: [member.user.id] });
    await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Second pass', mentions: [member.user.id] });
    await jobsDrained();
    expect(mailsTo(member)).toHaveLength(0);

    const made = new Date();
    // Before the next 09:00 in Lisbon the window is still open.
    await app.digests.sendDue(new Date(made.getTime() + 1000));
    await jobsDrained();
    expect(mailsTo(member)).toHaveLength(0);

    await app.digests.sendDue(new Date(made.getTime() + 25 * 60 * 60 * 1000));
    const [digest] = await smtp.waitFor(1, { to: member.user.email });
    expect(digest!.subject).toBe('Your daily digest: 2 updates in Brand refresh');
    expect(digest!.text).toContain('== Brand refresh ==');
    expect(digest!.text).toMatch(/hero-banner \(http:\/\/review\.test\/asset\/\d+\)/);
    expect(digest!.text).toContain('mentioned you on hero-banner: "First pass"');
    expect(digest!.text).toContain('mentioned you on hero-banner: "Second pass"');

    await app.digests.sendDue(new Date(made.getTime() + 50 * 60 * 60 * 1000));
    await jobsDrained();
    expect(mailsTo(member)).toHaveLength(1);
  });

  it('with "off", tells nothing at all', async () => {
    const { owner, member, variationId } = await scene('Quiet');
    await call(member, 'PUT', '/notification-settings', { kinds: { mention: 'off', comment: 'off' } });
    await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Hello?', mentions: [member.user.id] });
    await jobsDrained();
    await app.digests.sendDue(new Date(Date.now() + 48 * 60 * 60 * 1000));
    await jobsDrained();
    expect(mailsTo(member)).toHaveLength(0);
    expect((await call(member, 'GET', '/notifications')).json().data).toHaveLength(0);
  });

  it('turns the kind off from the one-click link, with no login; the page a link opens only asks', async () => {
    const { owner, member, variationId } = await scene('Unsubscribe');
    await call(owner, 'POST', '/comments', { variation_id: variationId, content: 'Look', mentions: [member.user.id] });
    const [mail] = await smtp.waitFor(1, { to: member.user.email });
    const url = new URL(/^<(.+)>$/.exec(mail!.headers.get('list-unsubscribe') ?? '')![1]!);
    expect(url.pathname).toMatch(/^\/api\/v1\/unsubscribe\/\d+\.mention\.[\w-]{32}$/);

    const page = await app.inject({ method: 'GET', url: url.pathname, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Unsubscribe from notifications about mentions of you?');
    expect((await call(member, 'GET', '/notification-settings')).json().data.kinds.mention).toBe('email');

    // As a mail program does it (RFC 8058): a form post, no cookie, no token.
    const done = await app.inject({ method: 'POST', url: url.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'You are unsubscribed from notifications about mentions of you.' });
    expect((await call(member, 'GET', '/notification-settings')).json().data.kinds.mention).toBe('off');

    const forged = url.pathname.replace('.mention.', '.comment.');
    expect((await app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/v1/unsubscribe/nonsense' })).json().message).toMatch(/not valid/);
  });

  it('e-mails review requests, decisions and approvals to the people they concern, never to the one who acted', async () => {
    const { owner, member, asset } = await scene('Approvals');
    await call(owner, 'PUT', '/notification-settings', { kinds: { decision: 'email', approved: 'email' } });
    expect((await call(owner, 'PUT', `/assets/${asset.id}/review`, { reviewers: [{ user_id: member.user.id, required: true }] })).statusCode).toBe(200);
    const [request] = await smtp.waitFor(1, { to: member.user.email });
    expect(request!.subject).toBe('Ana Lima asked you to review hero-banner v1 — Approvals');

    expect((await call(member, 'POST', `/assets/${asset.id}/decisions`, { decision: 'approved', note: 'Lovely' })).statusCode).toBe(200);
    // The deciding approval is one mail: the outcome, naming who decided.
    const [approved] = await smtp.waitFor(1, { to: owner.user.email });
    expect(approved!.subject).toBe(`hero-banner v1 was approved by ${member.user.first_name} ${member.user.last_name} — Approvals`);
    await jobsDrained();
    expect(mailsTo(owner)).toHaveLength(1);
    expect(mailsTo(member)).toHaveLength(1);
  });
});

describe('notification settings', () => {
  it('starts from the defaults, saves a part, and refuses what is not a setting', async () => {
    const user = await buildUser(app);
    const defaults = (await call(user, 'GET', '/notification-settings')).json().data;
    expect(defaults).toEqual({
      kinds: { mention: 'email', reply: 'digest', comment: 'digest', review_requested: 'email', new_version: 'digest', decision: 'digest', approved: 'digest', due: 'digest', invitation_accepted: 'digest', guest_comment: 'digest', webhook_disabled: 'email' },
      digest: 'daily',
      digest_hour: 9,
      time_zone: 'UTC',
      due_digest: true,
    });
    const saved = await call(user, 'PUT', '/notification-settings', { kinds: { reply: 'in_app' }, digest: 'hourly' });
    expect(saved.json()).toMatchObject({ message: 'Notification settings saved.', data: { kinds: { reply: 'in_app', mention: 'email' }, digest: 'hourly', digest_hour: 9 } });

    for (const bad of [{ kinds: { reply: 'sometimes' } }, { kinds: { gossip: 'email' } }, { digest_hour: 24 }, { time_zone: 'Mars/Olympus' }, { digest: 'weekly' }, { due_digest: 'yes' }]) {
      const res = await call(user, 'PUT', '/notification-settings', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await call(user, 'GET', '/notification-settings')).json().data.kinds.reply).toBe('in_app');
    expect((await call(null, 'GET', '/notification-settings')).statusCode).toBe(401);
  });
});

describe('the notifications list', () => {
  it('puts unread first, filters by project, pages with a cursor and marks some or all read', async () => {
    const { owner, member, projectId, variationId } = await scene('Paging');
    const other = await scene('Elsewhere');
    await call(member, 'PUT', '/notification-settings', { kinds: { mention: 'in_app' } });
    for (let i = 1; i <= 5; i++) await call(owner, 'POST', '/comments', { variation_id: variationId, content: `Note ${i}`, mentions: [member.user.id] });
    // The same member, in a second project.
    const invite = await call(other.owner, 'POST', '/invite', { project_id: other.projectId, email: member.user.email, role: 'Member' });
    expect(invite.statusCode).toBe(201);
    const token = (await app.database.db.selectFrom('outbox').select('text_body').where('to_address', '=', member.user.email).orderBy('id', 'desc').executeTakeFirstOrThrow()).text_body.match(/\/invite\/([\w-]+)/)![1];
    await call(member, 'POST', `/invitations/${token}/accept`);
    await call(other.owner, 'POST', '/comments', { variation_id: other.variationId, content: 'Over here', mentions: [member.user.id] });

    const all = (await call(member, 'GET', '/notifications')).json();
    expect(all.unread).toBe(6);
    const oldest = all.data.at(-1).id;
    await call(member, 'POST', '/notifications/read', { ids: [oldest] });

    const first = (await call(member, 'GET', '/notifications?limit=4')).json();
    expect(first.data.map((n: { read_at: string | null }) => n.read_at === null)).toEqual([true, true, true, true]);
    const second = (await call(member, 'GET', `/notifications?limit=4&cursor=${first.next_cursor}`)).json();
    expect(second.data.map((n: { read_at: string | null }) => n.read_at === null)).toEqual([true, false]);
    expect(second.next_cursor).toBeNull();
    expect([...first.data, ...second.data].map((n: { id: number }) => n.id).at(-1)).toBe(oldest);

    const inProject = (await call(member, 'GET', `/notifications?project=${projectId}`)).json();
    expect(inProject.data).toHaveLength(5);
    expect(inProject.data.every((n: { project: { id: number } }) => n.project.id === projectId)).toBe(true);
    expect((await call(member, 'GET', '/notifications?unread=1')).json().data).toHaveLength(5);

    expect((await call(member, 'POST', '/notifications/read')).json().message).toBe('All notifications marked as read.');
    expect((await call(member, 'GET', '/notifications?unread=1')).json()).toMatchObject({ data: [], unread: 0 });
    expect((await call(member, 'GET', '/notifications?cursor=garbage')).statusCode).toBe(422);
    expect((await call(member, 'GET', '/notifications?limit=500')).statusCode).toBe(422);
  });
});
