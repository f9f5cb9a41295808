import { describe, expect, it } from 'vitest';
import type { Project } from '@review/contract/projects';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject } from '../../test/project-api-factories.ts';

const ctx = useTestApp({ PUBLIC_URL: 'https://review.example.com' });
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user?: SignedInUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user?.headers, ...(payload ? { payload } : {}) });
const invite = (inviter: SignedInUser, projectId: number, email: string, role = 'Member', message?: string) =>
  call('POST', '/invite', inviter, { project_id: projectId, email, role, ...(message ? { message } : {}) });
const tokenOf = (link: string) => link.split('/').pop() ?? '';
const mailsTo = (address: string) =>
  ctx.app.database.db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();

describe('invitations without a session', () => {
  it.each([
    ['POST', '/invite'],
    ['POST', '/invitations/some-token/accept'],
    ['DELETE', '/withdraw-invitation/1'],
    ['POST', '/resend/1'],
  ] as const)('%s %s answers 401 JSON', async (method, url) => {
    const res = await call(method, url, undefined, method === 'DELETE' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });
});

describe('POST /invite, then the link', () => {
  it('e-mails a link that shows the invitation to anyone and lets the invitee join with the role', async () => {
    const owner = await buildUser(ctx.app, { first_name: 'Olive', last_name: 'Owner' });
    const project = await buildProject(ctx.app, owner, 'Rebrand');
    const invitee = await buildUser(ctx.app, { first_name: 'Ivy' });

    const res = await invite(owner, project.id, invitee.user.email.toUpperCase(), 'Admin', 'Welcome aboard!');
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Invitation sent successfully.');
    expect(data).toMatchObject({ email: invitee.user.email.toUpperCase(), role: 'Admin', is_pending: true });
    expect(data.link).toMatch(/^https:\/\/review\.example\.com\/invite\/[\w-]{30,}$/);

    const [mail] = await mailsTo(invitee.user.email.toUpperCase());
    expect(mail?.subject).toBe('Olive Owner invited you to Rebrand');
    expect(mail?.text_body).toContain(data.link);
    expect(mail?.text_body).toContain('Welcome aboard!');

    const preview = await call('GET', `/invitations/${tokenOf(data.link)}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      data: { project_id: project.id, project_name: 'Rebrand', email: invitee.user.email.toUpperCase(), role: 'Admin', invited_by: 'Olive Owner', is_pending: true, has_account: true },
    });

    const accepted = await call('POST', `/invitations/${tokenOf(data.link)}/accept`, invitee);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: 'You joined the project.', data: { id: project.id, role: 'Admin' } });

    const asOwner = (await call('GET', `/projects/${project.id}`, owner)).json().data as Project;
    expect(asOwner.members).toEqual([expect.objectContaining({ user_id: invitee.user.id, first_name: 'Ivy', role: 'Admin' })]);
    expect(asOwner.invitations).toEqual([expect.objectContaining({ id: data.id, is_pending: false })]);
    expect((await call('GET', `/invitations/${tokenOf(data.link)}`)).json().data.is_pending).toBe(false);
    // Following the link again is harmless.
    expect((await call('POST', `/invitations/${tokenOf(data.link)}/accept`, invitee)).statusCode).toBe(200);
    expect((await call('GET', `/projects/${project.id}`, owner)).json().data.members).toHaveLength(1);
  });

  it('tells whether the invited address has an account yet, so the page offers signing in or signing up', async () => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const known = await buildUser(ctx.app);
    const forKnown = (await invite(owner, project.id, known.user.email.toUpperCase())).json().data.link as string;
    const forNew = (await invite(owner, project.id, 'not.yet@example.com')).json().data.link as string;
    expect((await call('GET', `/invitations/${tokenOf(forKnown)}`)).json().data.has_account).toBe(true);
    expect((await call('GET', `/invitations/${tokenOf(forNew)}`)).json().data.has_account).toBe(false);
  });

  it('accepts only for the invited e-mail, and answers unknown tokens 404', async () => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const res = await invite(owner, project.id, 'someone.else@example.com');
    const intruder = await buildUser(ctx.app);
    const refused = await call('POST', `/invitations/${tokenOf(res.json().data.link)}/accept`, intruder);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This invitation was sent to someone.else@example.com. Sign in with that address to accept it.');
    expect((await call('GET', `/projects/${project.id}`, intruder)).statusCode).toBe(404);

    for (const response of [await call('GET', '/invitations/not-a-token'), await call('POST', '/invitations/not-a-token/accept', intruder)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This invitation is no longer valid.');
    }
  });

  it.each([
    [{ email: '', role: 'Member' }, 'Please enter an email and select a role.'],
    [{ role: 'Member' }, 'Please enter an email and select a role.'],
    [{ email: 'a@example.com' }, 'Please enter an email and select a role.'],
    [{ email: 'a@example.com', role: '' }, 'Please enter an email and select a role.'],
    [{ email: 'a@example.com', role: 'Owner' }, 'The role must be Admin or Member.'],
    [{ email: 'not-an-address', role: 'Member' }, 'Please enter a valid email address.'],
  ])('refuses %o with 422 and the message', async (payload, message) => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const res = await call('POST', '/invite', owner, { project_id: project.id, ...payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
  });

  it('refuses the owner, a member and an address already invited', async () => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const member = await buildMember(ctx.app, owner, project.id);
    await invite(owner, project.id, 'twice@example.com');
    for (const [email, message] of [
      [owner.user.email.toUpperCase(), 'This person is already a member of the project.'],
      [member.user.email, 'This person is already a member of the project.'],
      ['TWICE@example.com', 'An invitation is already pending for this email.'],
    ]) {
      const res = await invite(owner, project.id, email ?? '');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
  });

  it('lets admins invite; refuses plain members with 403 and outsiders with 404', async () => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const admin = await buildMember(ctx.app, owner, project.id, 'Admin');
    const member = await buildMember(ctx.app, owner, project.id, 'Member');
    const outsider = await buildUser(ctx.app);
    expect((await invite(admin, project.id, 'by-admin@example.com')).statusCode).toBe(201);
    expect((await invite(member, project.id, 'by-member@example.com')).statusCode).toBe(403);
    const byOutsider = await invite(outsider, project.id, 'by-outsider@example.com');
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json()).toEqual((await invite(outsider, 999999, 'x@example.com')).json());
  });
});

describe('member limit of the owner plan', () => {
  it('counts members and pending invitations, answers the spec text past the limit, and frees a seat on withdraw', async () => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    await buildMember(ctx.app, owner, project.id);
    await invite(owner, project.id, 'two@example.com');
    const third = await invite(owner, project.id, 'three@example.com');
    expect(third.statusCode).toBe(201);

    const fourth = await invite(owner, project.id, 'four@example.com');
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({ message: 'project invitation limit exceeds', code: 'plan_limit_members' });

    expect((await call('DELETE', `/withdraw-invitation/${third.json().data.id}`, owner)).json()).toEqual({ message: 'Withdraw successfully!' });
    expect((await invite(owner, project.id, 'four@example.com')).statusCode).toBe(201);

    await call('PUT', '/profile/plan', owner, { plan: 'lite' });
    expect((await invite(owner, project.id, 'five@example.com')).statusCode).toBe(201);
  });
});

describe('DELETE /withdraw-invitation/{id} and POST /resend/{id}', () => {
  it('withdraws: the link stops working and the invitation leaves the list', async () => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const { data } = (await invite(owner, project.id, 'gone@example.com')).json();
    const res = await call('DELETE', `/withdraw-invitation/${data.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Withdraw successfully!');
    expect((await call('GET', `/invitations/${tokenOf(data.link)}`)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${project.id}`, owner)).json().data.invitations).toEqual([]);
    expect((await call('DELETE', `/withdraw-invitation/${data.id}`, owner)).statusCode).toBe(404);
  });

  it('resends the same link by e-mail', async () => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const { data } = (await invite(owner, project.id, 'again@example.com')).json();
    const res = await call('POST', `/resend/${data.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation sent again.' });
    const mails = await mailsTo('again@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text_body).toContain(data.link);
  });

  it('refuses plain members with 403, outsiders with 404, and an accepted invitation with 422', async () => {
    const owner = await buildUser(ctx.app);
    const project = await buildProject(ctx.app, owner);
    const member = await buildMember(ctx.app, owner, project.id);
    const outsider = await buildUser(ctx.app);
    const { data } = (await invite(owner, project.id, 'kept@example.com')).json();
    for (const [method, url] of [['DELETE', `/withdraw-invitation/${data.id}`], ['POST', `/resend/${data.id}`]] as const) {
      expect((await call(method, url, member)).statusCode).toBe(403);
      expect((await call(method, url, outsider)).statusCode).toBe(404);
    }
    const accepted = (await call('GET', `/projects/${project.id}`, owner)).json().data.invitations.find((row: { is_pending: boolean }) => !row.is_pending);
    const res = await call('POST', `/resend/${accepted.id}`, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This invitation was already accepted.');
  });
});
