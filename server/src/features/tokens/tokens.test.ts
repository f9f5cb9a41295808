import { describe, expect, it } from 'vitest';
import { NAME_CONTROL_CHARACTERS } from '@review/contract/text';
import { TOKEN_NOT_HERE, TOKEN_READ_ONLY } from '@review/contract/tokens';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../../test/factories.ts';
import { buildProject } from '../../test/project-factories.ts';

const ctx = useTestApp();

const call = (person: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload && { payload }) });
const withToken = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });

async function makeToken(person: SignedInUser, body: object) {
  const res = await call(person, 'POST', '/tokens', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; token: string; scope: string; last_used_at: string | null };
}

describe('personal access tokens', () => {
  it('are shown once, act as their user, and note when they were last used', async () => {
    const user = await buildUser(ctx.app, { first_name: 'Tess' });
    const made = await makeToken(user, { name: 'CI uploads', scope: 'read' });
    expect(made).toMatchObject({ name: 'CI uploads', scope: 'read', expires_at: null, last_used_at: null, token: expect.stringMatching(/^rvw_[\w-]{43}$/) });
    const listed = (await call(user, 'GET', '/tokens')).json().data;
    expect(listed).toEqual([{ id: made.id, name: 'CI uploads', scope: 'read', created_at: expect.any(String), expires_at: null, last_used_at: null }]);

    const profile = await withToken(made.token, 'GET', '/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.first_name).toBe('Tess');
    expect((await call(user, 'GET', '/tokens')).json().data[0].last_used_at).toEqual(expect.any(String));
  });

  it('keep to their scope and to their user\'s rights', async () => {
    const user = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const theirs = await buildProject(ctx.app, other, 'Not yours');
    const reader = await makeToken(user, { name: 'Reader', scope: 'read' });
    const writer = await makeToken(user, { name: 'Writer', scope: 'write' });

    const refused = await withToken(reader.token, 'POST', '/projects', { project_name: 'By a reader' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TOKEN_READ_ONLY);
    expect((await withToken(writer.token, 'POST', '/projects', { project_name: 'By a writer' })).statusCode).toBe(201);
    expect((await withToken(writer.token, 'GET', `/projects/${theirs}`)).statusCode).toBe(404);
  });

  it('never manage tokens, passwords, sessions or e-mail settings', async () => {
    const user = await buildUser(ctx.app);
    const writer = await makeToken(user, { name: 'Writer', scope: 'write' });
    for (const [method, url, payload] of [
      ['GET', '/tokens'],
      ['POST', '/tokens', { name: 'Minted', scope: 'write' }],
      ['DELETE', `/tokens/${writer.id}`],
      ['PUT', '/profile/password', { current_password: 'x', password: 'a-new-password', password_confirmation: 'a-new-password' }],
      ['GET', '/notification-settings'],
      ['PUT', '/notification-settings', { daily_hour: 8 }],
      ['GET', '/sessions'],
    ] as const) {
      const res = await withToken(writer.token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(TOKEN_NOT_HERE);
    }
  });

  it('stop working at once when revoked, and at their expiry', async () => {
    const user = await buildUser(ctx.app);
    const made = await makeToken(user, { name: 'Short', scope: 'write', expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await withToken(made.token, 'GET', '/profile')).statusCode).toBe(200);
    expect((await call(user, 'DELETE', `/tokens/${made.id}`)).json()).toEqual({ message: 'Token revoked.' });
    expect((await withToken(made.token, 'GET', '/profile')).statusCode).toBe(401);
    expect((await call(user, 'GET', '/tokens')).json().data).toEqual([]);
    expect((await call(user, 'DELETE', `/tokens/${made.id}`)).statusCode).toBe(404);

    const expiring = await makeToken(user, { name: 'Expiring', scope: 'read', expires_at: new Date(Date.now() + 60_000).toISOString() });
    await ctx.app.database.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', expiring.id).execute();
    expect((await withToken(expiring.token, 'GET', '/profile')).statusCode).toBe(401);
    expect((await withToken('rvw_not-a-real-token', 'GET', '/profile')).statusCode).toBe(401);
  });

  it("cannot be revoked by anyone but their user, and refuses bad input", async () => {
    const user = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const made = await makeToken(user, { name: 'Mine', scope: 'read' });
    expect((await call(other, 'DELETE', `/tokens/${made.id}`)).statusCode).toBe(404);
    for (const body of [{ name: '', scope: 'read' }, { name: 'x', scope: 'admin' }, { name: 'x', scope: 'read', expires_at: 'soon' }, { name: 'x', scope: 'read', expires_at: '2001-01-01T00:00:00Z' }]) {
      const res = await call(user, 'POST', '/tokens', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('refuse a name holding line breaks or control characters, and none is made', async () => {
    const user = await buildUser(ctx.app);
    for (const char of ['\n', '\r', '\u2028', '\u0007']) {
      const res = await call(user, 'POST', '/tokens', { name: `CI${char}uploads`, scope: 'write' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: NAME_CONTROL_CHARACTERS, errors: { name: NAME_CONTROL_CHARACTERS } });
    }
    expect((await call(user, 'GET', '/tokens')).json().data).toEqual([]);
  });
});
