import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectChangedEvent } from '@review/contract/events';
import { useTestApp } from '../../test/build-test-app.ts';
import { openEventStream, type TestEventStream } from '../../test/event-stream.ts';
import type { LoginReply } from '@review/contract/auth';
import { buildRegisterBody, buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp({}, { listen: true });
const open: TestEventStream[] = [];

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function streamOf(person: SignedInUser) {
  const stream = await openEventStream(ctx.baseUrl, person.headers);
  open.push(stream);
  await stream.next((event) => event.event === 'ready');
  return stream;
}

const call = (person: SignedInUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload && { payload }) });

const aboutProject = (projectId: number) => (event: { event?: string; data: string }) =>
  event.event === 'project' && (JSON.parse(event.data) as ProjectChangedEvent).project_id === projectId;

describe('GET /events', () => {
  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("tells a member about another member's change within a second, and tells an outsider nothing", async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const member = await buildMember(ctx.app, owner, projectId, 'Member');
    const outsider = await buildUser(ctx.app);
    const [memberStream, outsiderStream] = [await streamOf(member), await streamOf(outsider)];
    expect(memberStream.status).toBe(200);

    const changedAt = Date.now();
    expect((await call(owner, 'PUT', `/projects/${projectId}`, { project_name: 'Renamed' })).statusCode).toBe(200);
    const event = await memberStream.next(aboutProject(projectId), { timeoutMs: 1000 });
    expect(Date.now() - changedAt).toBeLessThan(1000);
    expect(JSON.parse(event.data)).toEqual({ project_id: projectId, removed: false });

    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(outsiderStream.events.filter(aboutProject(projectId))).toEqual([]);
  });

  it('sends whole HTTP/1.1 chunks on the wire, and plain frames to an HTTP/1.0 client', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const { port } = new URL(ctx.baseUrl);
    /** The raw bytes of a stream opened with this HTTP version, until `until` is among them. */
    const rawStream = async (version: '1.0' | '1.1') => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let received = '';
      const waiters: (() => void)[] = [];
      socket.on('data', (data: Buffer) => {
        received += data.toString('latin1');
        for (const wake of waiters.splice(0)) wake();
      });
      socket.write(`GET /api/v1/events HTTP/${version}\r\nHost: 127.0.0.1\r\nAuthorization: ${owner.headers.authorization}\r\n\r\n`);
      const until = async (text: string) => {
        const deadline = Date.now() + 3000;
        while (!received.includes(text) && Date.now() < deadline) await new Promise<void>((resolve) => (waiters.push(resolve), setTimeout(resolve, 100)));
        return received;
      };
      return { until, close: () => socket.destroy() };
    };
    const [modern, old] = [await rawStream('1.1'), await rawStream('1.0')];
    try {
      await modern.until('event: ready');
      await old.until('event: ready');
      expect((await call(owner, 'PUT', `/projects/${projectId}`, { project_name: 'Renamed' })).statusCode).toBe(200);
      const frame = `event: project\ndata: ${JSON.stringify({ project_id: projectId, removed: false })}\n\n`;

      const chunked = await modern.until(frame);
      expect(chunked).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(chunked.toLowerCase()).toContain('transfer-encoding: chunked');
      const body = chunked.slice(chunked.indexOf('\r\n\r\n') + 4);
      // Every chunk is its size in hexadecimal, CRLF, that many bytes, CRLF.
      let rest = body;
      const frames: string[] = [];
      while (rest.length > 0) {
        const sizeEnd = rest.indexOf('\r\n');
        const size = Number.parseInt(rest.slice(0, sizeEnd), 16);
        expect(rest.slice(sizeEnd + 2 + size, sizeEnd + 4 + size)).toBe('\r\n');
        frames.push(rest.slice(sizeEnd + 2, sizeEnd + 2 + size));
        rest = rest.slice(sizeEnd + 4 + size);
      }
      expect(frames).toContain(frame);

      const plain = await old.until(frame);
      expect(plain.toLowerCase()).not.toContain('transfer-encoding');
      // A heartbeat may come between them, whenever its period turns.
      expect(plain.slice(plain.indexOf('\r\n\r\n') + 4).replaceAll(': ping\n\n', '')).toBe(`retry: 2000\nevent: ready\ndata: {}\n\n${frame}`);
    } finally {
      modern.close();
      old.close();
    }
  });

  it('tells about new comments and changes written by another process straight into the database', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const asset = await buildUploadedAsset(ctx.app, owner, projectId);
    const stream = await streamOf(owner);

    const comment = await call(owner, 'POST', '/comments', { variation_id: asset.versions[0].variations[0].id, content: 'Tighter kerning' });
    expect(comment.statusCode).toBe(201);
    await stream.next(aboutProject(projectId));

    const seen = stream.events.length;
    await ctx.app.database.db.updateTable('assets').set({ status: 'Approved' }).where('id', '=', asset.id).execute();
    await stream.next(aboutProject(projectId), { skip: seen });
  });

  it('tells a removed member once that the project is gone for them, then nothing more about it', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const member = await buildMember(ctx.app, owner, projectId, 'Admin');
    const stream = await streamOf(member);
    const membership = (await ctx.app.database.db.selectFrom('project_members').select('id').where('project_id', '=', projectId).where('user_id', '=', member.user.id).executeTakeFirstOrThrow()).id;

    expect((await call(owner, 'DELETE', `/members/${membership}`)).statusCode).toBe(200);
    const removal = await stream.next(aboutProject(projectId));
    expect(JSON.parse(removal.data)).toEqual({ project_id: projectId, removed: true });

    const seen = stream.events.length;
    await call(owner, 'PUT', `/projects/${projectId}`, { project_name: 'Secret plans' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(stream.events.slice(seen).filter(aboutProject(projectId))).toEqual([]);
  });

  it('starts telling someone who joins a project while their stream is open', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    await streamOf(owner);
    const newcomer = await buildUser(ctx.app);
    const stream = await streamOf(newcomer);

    const invite = await call(owner, 'POST', '/invite', { project_id: projectId, email: newcomer.user.email, role: 'Member' });
    const token = (invite.json().data.link as string).split('/').pop();
    expect((await call(newcomer, 'POST', `/invitations/${token}/accept`)).statusCode).toBe(200);
    await stream.next(aboutProject(projectId));

    const seen = stream.events.length;
    await call(owner, 'PUT', `/projects/${projectId}`, { description: 'Now with the newcomer' });
    await stream.next(aboutProject(projectId), { skip: seen });
  });

  /** Settles with true if the stream ends within `ms`, else false. */
  const endsWithin = (stream: TestEventStream, ms: number) => Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

  it('ends a stream at once when its session signs out, not at the next check, and keeps the others', async () => {
    const user = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const [stream, otherStream] = [await streamOf(user), await streamOf(other)];
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: user.headers })).statusCode).toBe(200);

    expect(await endsWithin(stream, 2000)).toBe(true);
    expect(await endsWithin(otherStream, 200)).toBe(false);
  });

  it("ends the streams of a person's other devices at once when they are signed out from one, and of a deprovisioned person", async () => {
    const body = buildRegisterBody();
    const user = await buildUser(ctx.app, body);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: body.email, password: body.password } });
    const phone = { authorization: `Bearer ${login.json<LoginReply>().token}` };
    const laptopStream = await streamOf(user);
    const phoneStream = await openEventStream(ctx.baseUrl, phone);
    open.push(phoneStream);
    await phoneStream.next((event) => event.event === 'ready');

    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/sessions/others', headers: user.headers })).statusCode).toBe(200);
    expect(await endsWithin(phoneStream, 2000)).toBe(true);
    expect(await endsWithin(laptopStream, 200)).toBe(false);

    // The company's identity provider deprovisions the person (SCIM): the last stream ends too.
    const admin = await buildUser(ctx.app);
    await ctx.app.database.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.user.id).execute();
    const scimToken = (await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/scim-tokens', headers: admin.headers, payload: { name: 'Okta' } })).json().data.token as string;
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/scim/v2/Users/${user.user.id}`,
      headers: { 'content-type': 'application/scim+json', authorization: `Bearer ${scimToken}` },
      payload: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', value: { active: false } }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await endsWithin(laptopStream, 2000)).toBe(true);
  });

  it('ends the stream only once the sign-out is done: a refused one ends nothing', async () => {
    const user = await buildUser(ctx.app);
    const stream = await streamOf(user);
    const refused = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/password', headers: user.headers, payload: { current_password: 'not-the-password', password: 'a-new-password-1', password_confirmation: 'a-new-password-1' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await endsWithin(stream, 300)).toBe(false);
  });

  it('tells every viewer when the project is deleted', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const member = await buildMember(ctx.app, owner, projectId, 'Member');
    const stream = await streamOf(member);
    expect((await call(owner, 'DELETE', `/projects/${projectId}`)).statusCode).toBe(200);
    const event = await stream.next(aboutProject(projectId));
    expect(JSON.parse(event.data)).toEqual({ project_id: projectId, removed: true });
  });
});

describe('user events', () => {
  const isUserEvent = (event: { event?: string }) => event.event === 'user';

  it("tells a user's other screens of a project they created, one they were added to, a notification for them and their plan", async () => {
    const owner = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const [ownerStream, otherStream] = [await streamOf(owner), await streamOf(other)];

    // Made in another tab: this stream watched no project before.
    const projectId = await buildProject(ctx.app, owner, 'Fresh');
    await ownerStream.next(isUserEvent, { timeoutMs: 2000 });
    // From now on it is told of changes in that project too.
    const seen = ownerStream.events.length;
    expect((await call(owner, 'PUT', `/projects/${projectId}`, { project_name: 'Fresh, renamed' })).statusCode).toBe(200);
    await ownerStream.next(aboutProject(projectId), { timeoutMs: 2000, skip: seen });

    const member = await buildMember(ctx.app, owner, projectId, 'Member');
    const memberStream = await streamOf(member);
    const asset = await buildUploadedAsset(ctx.app, owner, projectId);
    const before = memberStream.events.length;
    await call(owner, 'POST', '/comments', { variation_id: asset.versions[0].variations[0].id, content: 'See this', mentions: [member.user.id] });
    await memberStream.next(isUserEvent, { timeoutMs: 2000, skip: before });

    const beforePlan = ownerStream.events.length;
    expect((await call(owner, 'PUT', '/profile/plan', { plan: 'pro' })).statusCode).toBe(200);
    await ownerStream.next(isUserEvent, { timeoutMs: 2000, skip: beforePlan });

    // Someone else's project and plan are none of this user's business.
    expect(otherStream.events.filter(isUserEvent)).toEqual([]);
  });
});
