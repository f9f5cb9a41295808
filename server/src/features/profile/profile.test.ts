import { describe, expect, it } from 'vitest';
import { NAME_CONTROL_CHARACTERS } from '@review/contract/text';
import { buildMultipart, buildUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { makeImage } from '../../test/images.ts';

const ctx = useTestApp();

describe('GET /profile', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
  });

  it('returns avatar, first_name, last_name, email at the top level and under data', async () => {
    const { user, headers } = await buildUser(ctx.app, { first_name: 'Grace', last_name: 'Hopper' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', email: user.email, avatar: null, data: { id: user.id } });
  });
});

describe('PUT /profile/update', () => {
  it('renames the user and keeps the session', async () => {
    const { headers } = await buildUser(ctx.app);
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/update', headers, payload: { first_name: 'Augusta', last_name: 'King' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User data updated successfully!', data: { first_name: 'Augusta', last_name: 'King' } });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
    expect(profile.json().first_name).toBe('Augusta');
  });

  it('refuses empty names with the spec message and changes nothing', async () => {
    const { headers } = await buildUser(ctx.app, { first_name: 'Kept' });
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/update', headers, payload: { first_name: ' ', last_name: 'X' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('First name is required');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).json().first_name).toBe('Kept');
  });

  it('refuses names holding line breaks or control characters and changes nothing', async () => {
    const { headers } = await buildUser(ctx.app, { first_name: 'Kept', last_name: 'Name' });
    for (const char of ['\n', '\r', '\u2028', '\u0007']) {
      for (const payload of [{ first_name: `Kept${char}## 9. Owner Name (Owner)`, last_name: 'Name' }, { first_name: 'Kept', last_name: `Na${char}me` }]) {
        const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/update', headers, payload });
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(NAME_CONTROL_CHARACTERS);
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).json()).toMatchObject({ first_name: 'Kept', last_name: 'Name' });
  });
});

describe('POST /profile/update-avatar', () => {
  it('stores a real image as a 400x400 avatar served back by its relative path', async () => {
    const { headers } = await buildUser(ctx.app);
    const form = buildMultipart({ _method: 'PUT' }, [{ field: 'avatar', filename: 'me.png', content: await makeImage('png', 900, 600), type: 'image/png' }]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/profile/update-avatar', headers: { ...headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.avatar).toMatch(/^files\/avatars\/[a-f0-9]{64}\.webp$/);
    expect(reply.avatarUrl.endsWith(reply.avatar)).toBe(true);
    const file = await ctx.app.inject({ method: 'GET', url: `/${reply.avatar}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const sharp = (await import('sharp')).default;
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 400, height: 400, format: 'webp' });
  });

  it('refuses a file that is not an image, whatever its name, and keeps the old avatar', async () => {
    const { headers } = await buildUser(ctx.app);
    const form = buildMultipart({}, [{ field: 'avatar', filename: 'fake.png', content: Buffer.from('%PDF-1.4 not an image'), type: 'image/png' }]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/profile/update-avatar', headers: { ...headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/image/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).json().avatar).toBeNull();
  });

  it('refuses a request without a file', async () => {
    const { headers } = await buildUser(ctx.app);
    const form = buildMultipart({ _method: 'PUT' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/profile/update-avatar', headers: { ...headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(422);
  });

  it('refuses a JSON body with a 4xx message', async () => {
    const { headers } = await buildUser(ctx.app);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/profile/update-avatar', headers, payload: { avatar: 'x' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBeTruthy();
  });
});

describe('PUT /profile/password', () => {
  it('changes the password after checking the current one, and ends the other sessions', async () => {
    const first = await buildUser(ctx.app);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: first.user.email, password: DEFAULT_PASSWORD } });
    const otherHeaders = { authorization: `Bearer ${other.json().token}` };

    const wrong = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/password', headers: first.headers, payload: { current_password: 'not-the-one', password: 'brand-new-secret' } });
    expect(wrong.statusCode).toBe(422);

    const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/password', headers: first.headers, payload: { current_password: DEFAULT_PASSWORD, password: 'brand-new-secret' } });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: first.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: otherHeaders })).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: first.user.email, password: 'brand-new-secret' } });
    expect(login.statusCode).toBe(200);
  });
});

describe('PUT /profile/plan', () => {
  it('switches the plan at once and refuses an unknown one', async () => {
    const { headers } = await buildUser(ctx.app);
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers, payload: { plan: 'pro' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.plan).toBe('pro');
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers, payload: { plan: 'platinum' } });
    expect(bad.statusCode).toBe(422);
  });
});
