import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, DEFAULT_PASSWORD, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';
import { BROWSER, entriesOf, onlyEntryOf } from '../../test/audit-entries.ts';

/**
 * Every action the audit log records writes exactly one entry, naming who acted (their account, or
 * the address typed, or "guest"), from where (IP, user agent) and to what (target, project).
 */

const ctx = useTestApp();
const LOCAL = '127.0.0.1';

const call = (person: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: { ...person.headers, 'user-agent': BROWSER }, ...(payload && { payload }) });
const asPerson = (person: SignedInUser) => ({ actor_user_id: person.user.id, actor_label: person.user.email, ip: LOCAL, user_agent: BROWSER });
const userTarget = (person: SignedInUser) => ({ target_type: 'user', target_id: String(person.user.id), target_label: person.user.email });
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'user-agent': BROWSER }, payload: { email, password } });

describe('the audit log records', () => {
  it('sign-ins, failed sign-ins, sign-outs and revoked sessions', async () => {
    const person = await buildUser(ctx.app);
    const signedIn = await onlyEntryOf(ctx.app, () => login(person.user.email, DEFAULT_PASSWORD));
    expect(signedIn).toMatchObject({ action: 'auth.login', ...asPerson(person), ...userTarget(person), project_id: null });

    const failed = await onlyEntryOf(ctx.app, () => login(person.user.email.toUpperCase(), 'not-the-password'));
    expect(failed).toMatchObject({ action: 'auth.login_failed', actor_user_id: person.user.id, actor_label: person.user.email.toUpperCase(), ...userTarget(person), ip: LOCAL });
    const unknown = await onlyEntryOf(ctx.app, () => login('nobody.here@example.com', 'whatever-it-is'));
    expect(unknown).toMatchObject({ action: 'auth.login_failed', actor_user_id: null, actor_label: 'nobody.here@example.com', target_type: null });
    const gone = await buildUser(ctx.app);
    await ctx.app.database.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', gone.user.id).execute();
    const refused = await onlyEntryOf(ctx.app, () => login(gone.user.email, DEFAULT_PASSWORD));
    expect(refused).toMatchObject({ action: 'auth.login_failed', actor_user_id: gone.user.id, ...userTarget(gone), details: '{"reason":"deactivated"}' });

    // Another device signs in, to be signed out from the list.
    await login(person.user.email, DEFAULT_PASSWORD);
    const publicId = (await call(person, 'GET', '/sessions')).json().data.find((listed: { current: boolean; created_at: string }) => !listed.current).id as string;
    const revoked = await onlyEntryOf(ctx.app, () => call(person, 'DELETE', `/sessions/${publicId}`));
    expect(revoked).toMatchObject({ action: 'auth.session_revoked', ...asPerson(person), target_type: 'session', target_id: publicId, target_label: 'Chrome 140 on Linux' });
    const everywhere = await onlyEntryOf(ctx.app, () => call(person, 'DELETE', '/sessions/others'));
    expect(everywhere).toMatchObject({ action: 'auth.session_revoked', ...asPerson(person), ...userTarget(person) });
    expect(JSON.parse(everywhere.details!)).toMatchObject({ all_others: true, signed_out: expect.any(Number) });

    const loggedOut = await onlyEntryOf(ctx.app, () => call(person, 'POST', '/auth/logout'));
    expect(loggedOut).toMatchObject({ action: 'auth.logout', ...asPerson(person), ...userTarget(person) });
  });

  it('password changes, reset requests and resets', async () => {
    const person = await buildUser(ctx.app);
    const changed = await onlyEntryOf(ctx.app, () => call(person, 'PUT', '/profile/password', { current_password: DEFAULT_PASSWORD, password: 'a-second-password', password_confirmation: 'a-second-password' }));
    expect(changed).toMatchObject({ action: 'auth.password_changed', ...asPerson(person), ...userTarget(person) });

    const forgot = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', headers: { 'user-agent': BROWSER }, payload: { email } });
    const requested = await onlyEntryOf(ctx.app, () => forgot(person.user.email));
    expect(requested).toMatchObject({ action: 'auth.password_reset_requested', ...asPerson(person), ...userTarget(person) });
    const stranger = await onlyEntryOf(ctx.app, () => forgot('no.account@example.com'));
    expect(stranger).toMatchObject({ action: 'auth.password_reset_requested', actor_user_id: null, actor_label: 'no.account@example.com', target_type: null });

    const mail = await ctx.app.database.db.selectFrom('outbox').select('text_body').where('to_address', '=', person.user.email).where('subject', '=', 'Reset your password').executeTakeFirstOrThrow();
    const token = /\/reset-password\/([\w-]+)/.exec(mail.text_body)?.[1];
    const reset = await onlyEntryOf(ctx.app, () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', headers: { 'user-agent': BROWSER }, payload: { token, password: 'a-third-password', password_confirmation: 'a-third-password' } }),
    );
    expect(reset).toMatchObject({ action: 'auth.password_reset', ...asPerson(person), ...userTarget(person) });
  });

  it('API tokens made and revoked', async () => {
    const person = await buildUser(ctx.app);
    let tokenId = 0;
    const made = await onlyEntryOf(ctx.app, async () => {
      tokenId = (await call(person, 'POST', '/tokens', { name: 'CI uploads', scope: 'write' })).json().data.id;
    });
    expect(made).toMatchObject({ action: 'token.created', ...asPerson(person), target_type: 'token', target_id: String(tokenId), target_label: 'CI uploads' });
    expect(JSON.parse(made.details!)).toEqual({ scope: 'write', expires_at: null });
    const revoked = await onlyEntryOf(ctx.app, () => call(person, 'DELETE', `/tokens/${tokenId}`));
    expect(revoked).toMatchObject({ action: 'token.revoked', ...asPerson(person), target_type: 'token', target_id: String(tokenId), target_label: 'CI uploads' });
  });

  it('invitations, memberships and their roles', async () => {
    const owner = await buildUser(ctx.app);
    await call(owner, 'PUT', '/profile/plan', { plan: 'pro' });
    const projectId = await buildProject(ctx.app, owner, 'Audited');
    const invitee = await buildUser(ctx.app);
    const invited = await onlyEntryOf(ctx.app, () => call(owner, 'POST', '/invite', { project_id: projectId, email: invitee.user.email, role: 'Member' }));
    expect(invited).toMatchObject({ action: 'invitation.created', ...asPerson(owner), target_type: 'invitation', target_label: invitee.user.email, project_id: projectId });

    const mail = await ctx.app.database.db.selectFrom('outbox').select('text_body').where('to_address', '=', invitee.user.email).executeTakeFirstOrThrow();
    const token = /\/invite\/([\w-]+)/.exec(mail.text_body)?.[1];
    const joined = await onlyEntryOf(ctx.app, () => call(invitee, 'POST', `/invitations/${token}/accept`));
    expect(joined).toMatchObject({ action: 'member.added', ...asPerson(invitee), ...userTarget(invitee), project_id: projectId });
    expect(JSON.parse(joined.details!)).toMatchObject({ role: 'Member' });

    const project = (await call(owner, 'GET', `/projects/${projectId}`)).json().data;
    const memberId = project.members.find((member: { user_id: number }) => member.user_id === invitee.user.id).id as number;
    const promoted = await onlyEntryOf(ctx.app, () => call(owner, 'PUT', `/members/${memberId}`, { role: 'Admin' }));
    expect(promoted).toMatchObject({ action: 'member.role_changed', ...asPerson(owner), ...userTarget(invitee), project_id: projectId });
    expect(JSON.parse(promoted.details!)).toEqual({ from: 'Member', to: 'Admin' });
    const removed = await onlyEntryOf(ctx.app, () => call(owner, 'DELETE', `/members/${memberId}`));
    expect(removed).toMatchObject({ action: 'member.removed', ...asPerson(owner), ...userTarget(invitee), project_id: projectId });

    const leaver = await buildMember(ctx.app, owner, projectId, 'Member');
    const left = await onlyEntryOf(ctx.app, () => call(leaver, 'POST', `/projects/${projectId}/leave`));
    expect(left).toMatchObject({ action: 'member.removed', ...asPerson(leaver), ...userTarget(leaver), project_id: projectId });
    expect(JSON.parse(left.details!)).toMatchObject({ left: true });

    const pending = (await call(owner, 'POST', '/invite', { project_id: projectId, email: 'later@example.com', role: 'Admin' })).json().data;
    const withdrawn = await onlyEntryOf(ctx.app, () => call(owner, 'DELETE', `/withdraw-invitation/${pending.id}`));
    expect(withdrawn).toMatchObject({ action: 'invitation.revoked', ...asPerson(owner), target_type: 'invitation', target_id: String(pending.id), target_label: 'later@example.com', project_id: projectId });
  });

  it('review links made, changed, revoked and opened by a guest once per visit', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner, 'Shared');
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
    let link = { id: 0, link: '' };
    const made = await onlyEntryOf(ctx.app, async () => {
      link = (await call(owner, 'POST', `/assets/${asset.id}/share-links`, { allow_download: true, password: 'open-sesame' })).json().data;
    });
    const linkTarget = { target_type: 'share_link', target_id: String(link.id), target_label: asset.title, project_id: projectId };
    expect(made).toMatchObject({ action: 'share_link.created', ...asPerson(owner), ...linkTarget });
    expect(JSON.parse(made.details!)).toMatchObject({ scope: 'asset', has_password: true, allow_download: 1 });
    expect(made.details).not.toContain('open-sesame');

    const changed = await onlyEntryOf(ctx.app, () => call(owner, 'PUT', `/share-links/${link.id}`, { password: null, allow_decisions: true }));
    expect(changed).toMatchObject({ action: 'share_link.changed', ...asPerson(owner), ...linkTarget });
    expect(JSON.parse(changed.details!)).toEqual({ has_password: false, allow_decisions: 1 });

    const token = link.link.split('/review/')[1]!;
    const guest = { 'user-agent': BROWSER };
    let seenCookie = '';
    const opened = await onlyEntryOf(ctx.app, async () => {
      const first = await ctx.app.inject({ method: 'GET', url: `/api/v1/public/reviews/${token}`, headers: guest });
      expect(first.statusCode).toBe(200);
      seenCookie = first.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    });
    expect(opened).toMatchObject({ action: 'share_link.opened', actor_user_id: null, actor_label: 'guest', ip: LOCAL, user_agent: BROWSER, ...linkTarget });
    const again = await entriesOf(ctx.app, () => ctx.app.inject({ method: 'GET', url: `/api/v1/public/reviews/${token}`, headers: { ...guest, cookie: seenCookie } }));
    expect(again).toEqual([]);

    const variation = asset.versions[0].variations[0];
    const original = await onlyEntryOf(ctx.app, () => ctx.app.inject({ method: 'GET', url: `/api/v1/public/reviews/${token}/files/${variation.id}/original`, headers: guest }));
    expect(original).toMatchObject({ action: 'download.original', actor_label: 'guest', target_type: 'variation', target_id: String(variation.id), target_label: 'poster.png', project_id: projectId });

    const revoked = await onlyEntryOf(ctx.app, () => call(owner, 'DELETE', `/share-links/${link.id}`));
    expect(revoked).toMatchObject({ action: 'share_link.revoked', ...asPerson(owner), ...linkTarget });
  });

  it("decisions, by a member and by a link's guest, with the address and browser each decided from", async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner, 'Decided');
    const reviewed = await buildUploadedAsset(ctx.app, owner, projectId, 'poster.png');
    const shared = await buildUploadedAsset(ctx.app, owner, projectId, 'banner.png');
    const decidedOn = (asset: { id: number; title: string }) => ({ action: 'review.decided', target_type: 'asset', target_id: String(asset.id), target_label: asset.title, project_id: projectId });
    const decisionIn = async (act: () => Promise<unknown>) => (await entriesOf(ctx.app, act)).filter((entry) => entry.action === 'review.decided');

    expect((await call(owner, 'PUT', `/assets/${reviewed.id}/review`, { reviewers: [{ user_id: owner.user.id, required: true }] })).statusCode).toBe(200);
    const byMember = await decisionIn(() => call(owner, 'POST', `/assets/${reviewed.id}/decisions`, { decision: 'changes_requested', note: 'Bigger logo' }));
    expect(byMember).toMatchObject([{ ...decidedOn(reviewed), ...asPerson(owner) }]);

    const link = (await call(owner, 'POST', `/assets/${shared.id}/share-links`, { allow_decisions: true })).json().data;
    const token = (link.link as string).split('/review/')[1];
    const guestDecides = () =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/public/reviews/${token}/decisions`, headers: { 'user-agent': BROWSER }, payload: { decision: 'approved', name: 'Casey Client', email: 'casey@client.example' } });
    const byGuest = await decisionIn(guestDecides);
    expect(byGuest).toMatchObject([{ ...decidedOn(shared), actor_user_id: null, actor_label: 'Casey Client (guest)', ip: LOCAL, user_agent: BROWSER }]);
  });

  it("members' downloads of originals, reports and comment exports, and a guest's report", async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner, 'Exported');
    const asset = await buildUploadedAsset(ctx.app, owner, projectId, 'banner.png');
    const assetTarget = { target_type: 'asset', target_id: String(asset.id), target_label: asset.title, project_id: projectId };
    const projectTarget = { target_type: 'project', target_id: String(projectId), target_label: 'Exported', project_id: projectId };
    const variation = asset.versions[0].variations[0];
    const file = (query: string) => ctx.app.inject({ method: 'GET', url: `/${variation.design_file}${query}`, headers: { ...owner.headers, 'user-agent': BROWSER } });

    // Shown on the page (the design checks read it): not a download.
    expect(await entriesOf(ctx.app, () => file(''))).toEqual([]);
    const saved = await onlyEntryOf(ctx.app, () => file('?download=1'));
    expect(saved).toMatchObject({ action: 'download.original', ...asPerson(owner), target_type: 'variation', target_id: String(variation.id), target_label: 'banner.png', project_id: projectId });

    const report = await onlyEntryOf(ctx.app, () => call(owner, 'GET', `/assets/${asset.id}/report.pdf`));
    expect(report).toMatchObject({ action: 'export.report', ...asPerson(owner), ...assetTarget });
    expect((await onlyEntryOf(ctx.app, () => call(owner, 'GET', `/projects/${projectId}/report.pdf`))).action).toBe('export.report');
    const csv = await onlyEntryOf(ctx.app, () => call(owner, 'GET', `/assets/${asset.id}/comments.csv`));
    expect(csv).toMatchObject({ action: 'export.comments', ...asPerson(owner), ...assetTarget });
    expect(await onlyEntryOf(ctx.app, () => call(owner, 'GET', `/projects/${projectId}/comments.csv`))).toMatchObject({ action: 'export.comments', ...projectTarget });

    const link = (await call(owner, 'POST', `/assets/${asset.id}/share-links`, { allow_download: true })).json().data;
    const token = (link.link as string).split('/review/')[1];
    const guestReport = await onlyEntryOf(ctx.app, () => ctx.app.inject({ method: 'GET', url: `/api/v1/public/reviews/${token}/report.pdf`, headers: { 'user-agent': BROWSER } }));
    expect(guestReport).toMatchObject({ action: 'export.report', actor_user_id: null, actor_label: 'guest', ip: LOCAL, ...assetTarget });
    expect(JSON.parse(guestReport.details!)).toMatchObject({ share_link_id: link.id });
  });

  it('webhooks added, changed and deleted, naming the URL without its query', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner, 'Hooked');
    let hookId = 0;
    const made = await onlyEntryOf(ctx.app, async () => {
      hookId = (await call(owner, 'POST', `/projects/${projectId}/webhooks`, { url: 'https://93.184.216.34/hook?key=secret', events: ['asset.approved'], active: false })).json().data.id;
    });
    const hookTarget = { target_type: 'webhook', target_id: String(hookId), target_label: 'https://93.184.216.34/hook', project_id: projectId };
    expect(made).toMatchObject({ action: 'webhook.created', ...asPerson(owner), ...hookTarget });
    expect(JSON.parse(made.details!)).toEqual({ events: ['asset.approved'], active: false });
    const changed = await onlyEntryOf(ctx.app, () => call(owner, 'PUT', `/webhooks/${hookId}`, { events: ['comment.resolved'] }));
    expect(changed).toMatchObject({ action: 'webhook.changed', ...asPerson(owner), ...hookTarget });
    expect(JSON.parse(changed.details!)).toEqual({ events: ['comment.resolved'] });
    const deleted = await onlyEntryOf(ctx.app, () => call(owner, 'DELETE', `/webhooks/${hookId}`));
    expect(deleted).toMatchObject({ action: 'webhook.deleted', ...asPerson(owner), ...hookTarget });
  });
});
