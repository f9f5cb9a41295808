import { expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.ts';

// The limits are raised or lowered through the configuration, as an operator would; defaults stay.
const ctx = useTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '5' });

const login = (email: string, password: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip });
const forgot = (email: string, ip: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, remoteAddress: ip });

it('blocks an account after its failures, whatever the IP, with the same answer for a known and an unknown address', async () => {
  const { user } = await buildUser(ctx.app);
  for (const [index, ip] of ['10.0.0.1', '10.0.0.2', '10.0.0.3'].entries()) {
    expect((await login(user.email, `wrong-password-${index}`, ip)).statusCode).toBe(401);
    expect((await login('nobody@example.com', `wrong-password-${index}`, ip)).statusCode).toBe(401);
  }
  const known = await login(user.email, DEFAULT_PASSWORD, '10.0.0.4');
  const unknown = await login('nobody@example.com', DEFAULT_PASSWORD, '10.0.0.4');
  for (const blocked of [known, unknown]) {
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.', code: 'too_many_attempts', params: { minutes: 15 } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  }
});

it('starts the count afresh after a successful sign-in', async () => {
  const { user } = await buildUser(ctx.app);
  for (const round of [1, 2, 3]) {
    expect((await login(user.email, 'wrong-password', `10.1.0.${round}`)).statusCode).toBe(401);
    expect((await login(user.email, 'wrong-password', `10.1.0.${round}`)).statusCode).toBe(401);
    expect((await login(user.email, DEFAULT_PASSWORD, `10.1.0.${round}`)).statusCode).toBe(200);
  }
});

it('blocks an IP after its failures across accounts', async () => {
  for (let n = 1; n <= 5; n++) expect((await login(`someone-${n}@example.com`, 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
  const { user } = await buildUser(ctx.app);
  expect((await login(user.email, DEFAULT_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
  expect((await login(user.email, DEFAULT_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
});

it('throttles password-reset requests per address and per IP, answering known and unknown addresses alike', async () => {
  const { user } = await buildUser(ctx.app);
  for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
    expect((await forgot(user.email, ip)).statusCode).toBe(200);
    expect((await forgot('nobody@example.com', ip)).statusCode).toBe(200);
  }
  const known = await forgot(user.email, '10.3.0.4');
  const unknown = await forgot('nobody@example.com', '10.3.0.4');
  expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
  expect(known.json()).toEqual(unknown.json());

  for (let n = 1; n <= 5; n++) expect((await forgot(`reset-${n}@example.com`, '10.3.1.1')).statusCode).toBe(200);
  expect((await forgot('reset-6@example.com', '10.3.1.1')).statusCode).toBe(429);
});
