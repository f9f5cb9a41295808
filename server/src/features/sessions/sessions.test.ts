import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@review/contract/sessions';
import { buildRegisterBody, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { describeDevice, deviceParts } from './device.ts';

const ctx = useTestApp();
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh account, then one sign-in per user agent given, each from its own address. */
async function signInTwice(agents: [string, string]) {
  const body = buildRegisterBody();
  await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  const tokens: string[] = [];
  for (const [index, agent] of agents.entries()) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: body.email, password: body.password },
      headers: { 'user-agent': agent },
      remoteAddress: `203.0.113.${index + 1}`,
    });
    tokens.push(res.json<{ token: string }>().token);
  }
  return tokens as [string, string];
}

const listSessions = async (token: string, remoteAddress?: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: bearer(token), ...(remoteAddress ? { remoteAddress } : {}) })).json<{ data: Session[] }>().data;

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /sessions', () => {
  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/sessions' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });

  it('lists my live sessions with device and IP, the current one first, never a token', async () => {
    const [chrome, safari] = await signInTwice([CHROME, SAFARI_IPHONE]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: bearer(chrome), remoteAddress: '203.0.113.1' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Session[] }>();
    expect(data).toMatchObject([
      { device: 'Chrome 156 on Linux', device_parts: { browser: 'Chrome', version: '156', os: 'Linux' }, ip: '203.0.113.1', current: true },
      { device: 'Safari 17 on iOS', device_parts: { browser: 'Safari', version: '17', os: 'iOS' }, ip: '203.0.113.2', current: false },
    ]);
    expect(data[0]!.id).toMatch(/^[0-9a-f]{32}$/);
    expect(data[0]!.last_seen_at).toEqual(expect.any(String));
    expect(res.body).not.toContain(chrome);
    expect(res.body).not.toContain(safari);
  });

  it('shows only my own sessions', async () => {
    const [mine] = await signInTwice([CHROME, CHROME]);
    const other = await buildUser(ctx.app);
    expect(await listSessions(mine)).toHaveLength(2);
    expect(await listSessions(other.token)).toHaveLength(1);
  });

  it('records the last use and address at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const [token] = await signInTwice([CHROME, CHROME]);
    const signedIn = (await listSessions(token, '203.0.113.1')).find((session) => session.current)!;
    expect(signedIn.last_seen_at).toBe('2030-01-01T10:00:00.000Z');

    vi.setSystemTime(new Date('2030-01-01T10:00:59Z'));
    const soon = (await listSessions(token, '198.51.100.7')).find((session) => session.current)!;
    expect(soon).toMatchObject({ last_seen_at: '2030-01-01T10:00:00.000Z', ip: '203.0.113.1' });

    vi.setSystemTime(new Date('2030-01-01T10:01:01Z'));
    await listSessions(token, '198.51.100.7');
    const later = (await listSessions(token)).find((session) => session.current)!;
    expect(later).toMatchObject({ last_seen_at: '2030-01-01T10:01:01.000Z', ip: '198.51.100.7' });
  });
});

describe('DELETE /sessions/others', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/sessions/others' })).statusCode).toBe(401);
  });

  it('ends every other session of mine, and only mine', async () => {
    const [current, other] = await signInTwice([CHROME, SAFARI_IPHONE]);
    const stranger = await buildUser(ctx.app);
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/sessions/others', headers: bearer(current) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out of every other session.', data: { signed_out: 1 } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: bearer(other) })).statusCode).toBe(401);
    expect(await listSessions(current)).toMatchObject([{ current: true }]);
    expect(await listSessions(stranger.token)).toHaveLength(1);
  });
});

describe('DELETE /sessions/{id}', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/sessions/0123456789abcdef0123456789abcdef' })).statusCode).toBe(401);
  });

  it('ends one other session of mine', async () => {
    const [current, other] = await signInTwice([CHROME, SAFARI_IPHONE]);
    const target = (await listSessions(current)).find((session) => !session.current)!;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/sessions/${target.id}`, headers: bearer(current) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Session signed out.' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: bearer(other) })).statusCode).toBe(401);
    expect(await listSessions(current)).toHaveLength(1);
  });

  it('refuses to end the current session: Log out does that and clears the cookie', async () => {
    const [current] = await signInTwice([CHROME, CHROME]);
    const mine = (await listSessions(current)).find((session) => session.current)!;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/sessions/${mine.id}`, headers: bearer(current) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Use Log out to end this session.', code: 'session_is_current' });
    expect(await listSessions(current)).toHaveLength(2);
  });

  it.each([
    ['another user’s session', 'theirs'],
    ['an unknown id', '0123456789abcdef0123456789abcdef'],
  ])('answers 404 for %s', async (_case, which) => {
    const [current] = await signInTwice([CHROME, CHROME]);
    const stranger = await buildUser(ctx.app);
    const id = which === 'theirs' ? (await listSessions(stranger.token))[0]!.id : which;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/sessions/${id}`, headers: bearer(current) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Session not found.', code: 'session_not_found' });
    expect(await listSessions(stranger.token)).toHaveLength(1);
  });
});

describe('describeDevice', () => {
  it.each([
    [CHROME, 'Chrome 156 on Linux'],
    [SAFARI_IPHONE, 'Safari 17 on iOS'],
    ['curl/8.5.0', 'curl 8.5.0'],
    [null, 'Unknown device'],
    ['  ', 'Unknown device'],
  ])('describes %s as %s', (agent, device) => {
    expect(describeDevice(agent)).toBe(device);
  });
});

describe('deviceParts', () => {
  it.each([
    [CHROME, { browser: 'Chrome', version: '156', os: 'Linux' }],
    ['curl/8.5.0', { browser: 'curl', version: '8.5.0', os: null }],
    ['Wget', { browser: 'Wget', version: null, os: null }],
    [null, { browser: null, version: null, os: null }],
  ])('reads %s without words of any language', (agent, parts) => {
    expect(deviceParts(agent)).toEqual(parts);
  });
});
