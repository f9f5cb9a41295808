import { describe, expect, it } from 'vitest';
import { NAME_CONTROL_CHARACTERS } from '@review/contract/text';
import { buildRegisterBody, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/build-test-app.ts';

const ctx = useTestApp();
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });

describe('POST /auth/register', () => {
  it('creates the account and never returns the password', async () => {
    const body = buildRegisterBody({ newsletter: true });
    const res = await post('/auth/register', body);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: body.email, avatar: null, plan: 'starter', newsletter: true });
    expect(res.body).not.toContain(body.password);
    expect(res.body).not.toContain('password_hash');
  });

  it('keeps the newsletter opt-in off unless asked', async () => {
    const res = await post('/auth/register', buildRegisterBody());
    expect(res.json().data.newsletter).toBe(false);
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ first_name: undefined }, 'first_name', 'First name is required'],
    [{ last_name: '  ' }, 'last_name', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-address' }, 'email', 'Email address is invalid'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
  ])('refuses %o with the spec message', async (override, field, message) => {
    const res = await post('/auth/register', { ...buildRegisterBody(), ...override });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it.each([
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
    ['a line separator', '\u2028'],
    ['a control character', '\u0007'],
  ])('refuses a name holding %s, and makes no account', async (_, char) => {
    for (const [field, name] of [['first_name', `Ada${char}## 9. Owner Name (Owner)`], ['last_name', `Love${char}lace`]] as const) {
      const body = buildRegisterBody({ [field]: name });
      const res = await post('/auth/register', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: NAME_CONTROL_CHARACTERS, errors: { [field]: NAME_CONTROL_CHARACTERS } });
      expect(await ctx.app.database.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst()).toBeUndefined();
    }
  });

  it('refuses a second account for the same e-mail in any case with 409', async () => {
    const body = buildRegisterBody();
    expect((await post('/auth/register', body)).statusCode).toBe(201);
    const again = await post('/auth/register', { ...buildRegisterBody(), email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The email has already been taken.');
  });
});

describe('POST /auth/login', () => {
  it('answers {token, user} and sets the httpOnly session cookie', async () => {
    const body = buildRegisterBody();
    await post('/auth/register', body);
    const res = await post('/auth/login', { email: body.email.toUpperCase(), password: body.password });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.token).toMatch(/^[\w-]{40,}$/);
    expect(reply.user.email).toBe(body.email);
    const cookies = res.cookies;
    expect(cookies.find((c) => c.name === 'authToken')).toMatchObject({ value: reply.token, httpOnly: true, sameSite: 'Strict' });
    expect(cookies.find((c) => c.name === 'signedIn')?.httpOnly).toBeFalsy();
  });

  it('gives one message for a wrong password and an unknown e-mail alike', async () => {
    const { user } = await buildUser(ctx.app);
    const wrongPassword = await post('/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(unknown.json().message);
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'no at sign' }, 'Invalid email address'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'seven77' }, 'Password must be at least 8 characters long'],
  ])('refuses %o with the spec message', async (override, message) => {
    const res = await post('/auth/login', { email: 'a@b.c', password: 'long-enough', ...override });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
  });
});

describe('POST /auth/logout', () => {
  it('answers 401 without a session', async () => {
    const res = await post('/auth/logout', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('revokes the token', async () => {
    const { headers } = await buildUser(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).statusCode).toBe(200);
    const res = await post('/auth/logout', {}, headers);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'authToken')?.value).toBe('');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).statusCode).toBe(401);
  });

  it('works with the session cookie from the same site, and refuses it cross-site', async () => {
    const { token } = await buildUser(ctx.app);
    const crossSite = await post('/auth/logout', {}, { cookie: `authToken=${token}`, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const evilOrigin = await post('/auth/logout', {}, { cookie: `authToken=${token}`, origin: 'https://evil.example' });
    expect(evilOrigin.statusCode).toBe(403);
    const sameSite = await post('/auth/logout', {}, { cookie: `authToken=${token}`, 'sec-fetch-site': 'same-origin' });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  const limited = useTestApp({ AUTH_RATE_LIMIT: '3' });

  it('answers 429 with a message past the limit', async () => {
    const attempt = () => limited.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'x@y.z', password: 'whatever-pass' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await attempt();
    expect(res.json().message).toBe('Too many attempts. Please wait a minute and try again.');
  });
});

describe('password reset by e-mail', () => {
  const outboxLink = async (to: string) => {
    const mail = await ctx.app.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return mail.text_body.match(/\/reset-password\/([\w-]+)/)?.[1] ?? '';
  };

  it('answers the same sentence for known and unknown addresses, and mails only the known one', async () => {
    const { user } = await buildUser(ctx.app);
    const known = await post('/auth/forgot-password', { email: user.email });
    const unknown = await post('/auth/forgot-password', { email: 'nobody.here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json().message).toBe(known.json().message);
    expect(await outboxLink(user.email)).toMatch(/^[\w-]{40,}$/);
    const stray = await ctx.app.database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'nobody.here@example.com').execute();
    expect(stray).toHaveLength(0);
  });

  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const { user, headers } = await buildUser(ctx.app);
    await post('/auth/forgot-password', { email: user.email });
    const token = await outboxLink(user.email);
    const res = await post('/auth/reset-password', { token, password: 'a-whole-new-one' });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: user.email, password: 'a-whole-new-one' })).statusCode).toBe(200);
    const again = await post('/auth/reset-password', { token, password: 'yet-another-one' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This reset link is invalid or has expired.');
  });

  it('refuses a made-up token and a short password', async () => {
    expect((await post('/auth/reset-password', { token: 'made-up', password: 'long-enough' })).statusCode).toBe(422);
    const short = await post('/auth/reset-password', { token: 'made-up', password: 'short' });
    expect(short.json().message).toBe('Password must be at least 8 characters');
  });
});
