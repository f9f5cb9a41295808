import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '@review/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED, SESSION_COOKIE } from '@review/contract/auth';
import { SSO_ERROR_PARAM } from '@review/contract/sso';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { startOidcProvider, visitProvider, type ProviderPerson, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { hashToken } from '../auth/tokens.ts';
import { LOGIN_EXPIRED, PROVIDER_DOWN } from './sso-failure.ts';

/**
 * Single sign-on against a real OpenID provider (oidc-provider) on loopback: the browser's part is
 * played by hand, the provider's development sign-in form answered by HTTP (test/oidc-provider.ts).
 */

const PUBLIC_URL = 'http://review.test';
const LABEL = 'Sign in with Acme';
const ENFORCED = 'acme-corp.test';

let provider: TestOidcProvider;
let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.database.db;

beforeAll(async () => {
  provider = await startOidcProvider({ publicUrl: PUBLIC_URL });
  testApp = await buildTestApp({ ...provider.env, PUBLIC_URL, OIDC_BUTTON_LABEL: LABEL, OIDC_ENFORCE_DOMAINS: ENFORCED });
});

afterAll(async () => {
  await testApp?.close();
  await provider?.close();
});

let logins = 0;
/** A person at the provider, under a fresh login (their `sub`). */
function personAtProvider(person: ProviderPerson): string {
  logins += 1;
  const login = `person-${logins}-${Date.now()}`;
  provider.people.set(login, person);
  return login;
}

/** The login page's button: a same-origin form post. */
async function startSignIn(returnTo?: string) {
  const res = await app().inject({
    method: 'POST',
    url: '/api/v1/auth/sso/start',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: PUBLIC_URL },
    payload: returnTo ? new URLSearchParams({ return_to: returnTo }).toString() : '',
  });
  expect(res.statusCode, res.body).toBe(303);
  const state = res.cookies.find((cookie) => cookie.name === 'ssoState');
  return { location: res.headers.location as string, state: state?.value ?? '', stateCookie: state };
}

/** The provider's redirect back: a cross-site navigation, carrying the state cookie when `state` is given, from a browser reading `acceptLanguage`. */
const callback = (url: URL, state?: string, acceptLanguage?: string) =>
  app().inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', ...(state !== undefined && { cookie: `ssoState=${state}` }), ...(acceptLanguage && { 'accept-language': acceptLanguage }) },
  });

/** A whole sign-in as `login`: the button, the provider's form, the way back. */
async function signIn(login: string, returnTo?: string, acceptLanguage?: string) {
  const started = await startSignIn(returnTo);
  const back = await visitProvider(started.location, { login });
  return callback(back, started.state, acceptLanguage);
}

const sessionOf = (res: LightMyRequestResponse) => res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
/** The sentence a failed sign-in lands on the login page with. */
function loginError(res: LightMyRequestResponse): string | null {
  expect(res.statusCode).toBe(303);
  const url = new URL(res.headers.location as string, PUBLIC_URL);
  expect(url.pathname).toBe('/login');
  return url.searchParams.get(SSO_ERROR_PARAM);
}
const auditOf = (action: string) => db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();
const profileWith = (token: string) => app().inject({ method: 'GET', url: '/api/v1/profile', headers: { cookie: `${SESSION_COOKIE}=${token}` } });

describe('single sign-on settings', () => {
  it('tells the login page the button to show', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/v1/auth/sso' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: true, button_label: LABEL });
  });

  it('lets the login page’s form post redirect to the provider (form-action)', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/v1/auth/sso' });
    expect(res.headers['content-security-policy']).toContain(`form-action 'self' ${provider.issuer}`);
  });

  it('starts a sign-in at the provider with state, nonce and PKCE, bound to the browser by a cookie', async () => {
    const started = await startSignIn('/project/4?tab=files');
    const url = new URL(started.location);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `${PUBLIC_URL}/api/v1/auth/sso/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: started.state,
    });
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(started.stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/sso', maxAge: 600 });
    const pending = await db().selectFrom('sso_logins').selectAll().where('state', '=', started.state).executeTakeFirstOrThrow();
    expect(pending.return_to).toBe('/project/4?tab=files');
    expect(pending.nonce).toBe(url.searchParams.get('nonce'));
  });

  it('keeps only a path of this site to return to', async () => {
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const started = await startSignIn(elsewhere);
      const pending = await db().selectFrom('sso_logins').select('return_to').where('state', '=', started.state).executeTakeFirstOrThrow();
      expect(pending.return_to, elsewhere).toBeNull();
    }
  });

  it('refuses a start posted from another site', async () => {
    const res = await app().inject({ method: 'POST', url: '/api/v1/auth/sso/start', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }, payload: '' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERROR_CODES.cross_site_refused);
  });

  it('documents both steps as 303 redirects with their Location', async () => {
    const document = app().swagger() as unknown as { paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>> };
    for (const [path, method] of [['/api/v1/auth/sso/start', 'post'], ['/api/v1/auth/sso/callback', 'get']] as const) {
      const responses = document.paths[path]![method]!.responses;
      expect(responses['303']?.headers, path).toHaveProperty('Location');
      expect(Object.keys(responses).filter((status) => status.startsWith('2')), path).toEqual([]);
    }
  });

  it('lets exactly the callback in from another site', () => {
    expect(app().crossSiteEntries).toEqual(['GET /api/v1/auth/sso/callback']);
  });
});

describe('signing in', () => {
  it('creates the account of a first sign-in from the verified claims, and signs it in where it started', async () => {
    const email = `grace.${Date.now()}@example.com`;
    const login = personAtProvider({ email, email_verified: true, given_name: 'Grace', family_name: 'Hopper' });
    const res = await signIn(login, '/project/4?tab=files');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/project/4?tab=files');
    const token = sessionOf(res)!;
    expect(res.cookies.find((cookie) => cookie.name === 'ssoState')?.value).toBe('');
    const profile = await profileWith(token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', email });

    const user = await db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const identity = await db().selectFrom('user_identities').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ issuer: provider.issuer, subject: login });
    const session = await db().selectFrom('sessions').select('sso_id_token').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(session.sso_id_token).toMatch(/^ey/);
    expect(await auditOf('auth.sso_login')).toMatchObject({ actor_user_id: user.id, target_id: String(user.id) });
    expect(JSON.parse((await auditOf('auth.sso_login'))!.details!)).toEqual({ issuer: provider.issuer, outcome: 'created' });

    // The same person again: the same account.
    const again = await signIn(login);
    expect(again.headers.location).toBe('/');
    expect((await profileWith(sessionOf(again)!)).statusCode).toBe(200);
    expect(await db().selectFrom('users').select('id').where('email_key', '=', email.toLowerCase()).execute()).toHaveLength(1);
  });

  it('gives an account it made no password: sign-in, change and reset say so', async () => {
    const email = `nopass.${Date.now()}@example.com`;
    const res = await signIn(personAtProvider({ email, email_verified: true, name: 'Katherine Coleman Johnson' }));
    const token = sessionOf(res)!;
    const user = await db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Katherine Coleman', last_name: 'Johnson' });

    const login = await app().inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: DEFAULT_PASSWORD } });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(ERROR_CODES.no_password_sso);
    const change = await app().inject({ method: 'PUT', url: '/api/v1/profile/password', headers: { authorization: `Bearer ${token}` }, payload: { current_password: 'anything-at-all', password: 'a-new-password', password_confirmation: 'a-new-password' } });
    expect(change.statusCode).toBe(422);
    expect(change.json().message).toBe(ERROR_CODES.no_password_sso);
    // A reset sets one: the address is the provider's verified one.
    const forgot = await app().inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
    expect(forgot.statusCode).toBe(200);
  });

  it('links a second person with a verified e-mail to the existing account, and tells its owner', async () => {
    const existing = await buildUser(app());
    const login = personAtProvider({ email: existing.user.email.toUpperCase(), email_verified: true, given_name: 'Other', family_name: 'Name' });
    const res = await signIn(login);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    const profile = await profileWith(sessionOf(res)!);
    expect(profile.json().data.id).toBe(existing.user.id);
    // The account keeps its names and its password.
    expect(profile.json().data.first_name).toBe('Ada');
    const password = await app().inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: existing.user.email, password: DEFAULT_PASSWORD } });
    expect(password.statusCode).toBe(200);

    expect(await db().selectFrom('user_identities').selectAll().where('user_id', '=', existing.user.id).execute()).toEqual([expect.objectContaining({ issuer: provider.issuer, subject: login })]);
    const linked = await auditOf('auth.sso_linked');
    expect(linked).toMatchObject({ actor_user_id: existing.user.id, target_id: String(existing.user.id) });
    expect(JSON.parse(linked!.details!)).toEqual({ issuer: provider.issuer, subject: login });
    const notice = await db().selectFrom('outbox').selectAll().where('to_address', '=', existing.user.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.subject).toBe('Your account is linked to single sign-on');
    expect(JSON.parse((await auditOf('auth.sso_login'))!.details!)).toMatchObject({ outcome: 'linked' });
  });

  it("makes a new account in the browser's language, and tells a linked account in its own", async () => {
    const email = `li.${Date.now()}@example.com`;
    const made = await signIn(personAtProvider({ email, email_verified: true, given_name: 'Li', family_name: 'Wei' }), undefined, 'zh-Hans-CN,zh;q=0.9');
    expect((await profileWith(sessionOf(made)!)).json().data.locale).toBe('zh-CN');

    const existing = await buildUser(app());
    await app().inject({ method: 'PUT', url: '/api/v1/profile/update', headers: existing.headers, payload: { locale: 'de' } });
    await signIn(personAtProvider({ email: existing.user.email, email_verified: true, given_name: 'Ada', family_name: 'Lovelace' }));
    const notice = await db().selectFrom('outbox').selectAll().where('to_address', '=', existing.user.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.subject).toBe('Ihr Konto ist mit Single Sign-on verknüpft');
    expect(notice.text_body).toContain(`Ihr Design-Review-Konto (${existing.user.email}) ist jetzt mit Single Sign-on bei`);
  });

  it('never links nor uses an unverified e-mail', async () => {
    const existing = await buildUser(app());
    const res = await signIn(personAtProvider({ email: existing.user.email, email_verified: false, given_name: 'Mallory' }));
    expect(loginError(res)).toMatch(/has not verified your e-mail address/);
    expect(sessionOf(res)).toBeUndefined();
    expect(await db().selectFrom('user_identities').select('id').where('user_id', '=', existing.user.id).execute()).toEqual([]);
    const failed = await auditOf('auth.sso_failed');
    expect(failed).toMatchObject({ actor_user_id: null, actor_label: existing.user.email });
    expect(JSON.parse(failed!.details!)).toMatchObject({ reason: 'unverified_email' });

    // Nor makes an account of one.
    const stranger = `unverified.${Date.now()}@example.com`;
    expect(loginError(await signIn(personAtProvider({ email: stranger })))).toMatch(/has not verified/);
    expect(await db().selectFrom('users').select('id').where('email', '=', stranger).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a person without an e-mail address', async () => {
    expect(loginError(await signIn(personAtProvider({ given_name: 'Nobody' })))).toMatch(/did not share your e-mail address/);
  });

  it('does not take over an account already linked to another person at the provider', async () => {
    const existing = await buildUser(app());
    await signIn(personAtProvider({ email: existing.user.email, email_verified: true }));
    const res = await signIn(personAtProvider({ email: existing.user.email, email_verified: true }));
    expect(loginError(res)).toMatch(/already linked to another sign-in/);
    expect(await db().selectFrom('user_identities').select('id').where('user_id', '=', existing.user.id).execute()).toHaveLength(1);
  });

  it('refuses a deactivated account, linked or not', async () => {
    const email = `gone.${Date.now()}@example.com`;
    const login = personAtProvider({ email, email_verified: true });
    expect(sessionOf(await signIn(login))).toBeTruthy();
    await db().updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('email', '=', email).execute();
    const res = await signIn(login);
    expect(loginError(res)).toBe(ACCOUNT_DEACTIVATED);
    expect(sessionOf(res)).toBeUndefined();

    const unlinked = await buildUser(app());
    await db().updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', unlinked.user.id).execute();
    expect(loginError(await signIn(personAtProvider({ email: unlinked.user.email, email_verified: true })))).toBe(ACCOUNT_DEACTIVATED);
    expect(await db().selectFrom('user_identities').select('id').where('user_id', '=', unlinked.user.id).execute()).toEqual([]);
  });
});

describe('a callback that is not what it should be', () => {
  const person = () => personAtProvider({ email: `careful.${Date.now()}.${logins}@example.com`, email_verified: true });

  it('refuses a tampered state, and one from another browser (login CSRF)', async () => {
    const started = await startSignIn();
    const back = await visitProvider(started.location, { login: person() });
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${started.state}x`);
    expect(loginError(await callback(tampered, started.state))).toBe(LOGIN_EXPIRED);
    // Tampered with the cookie too: no such sign-in.
    expect(loginError(await callback(tampered, `${started.state}x`))).toBe(LOGIN_EXPIRED);
    // Someone else's callback URL opened in this browser: its cookie holds no such state.
    expect(loginError(await callback(back))).toBe(LOGIN_EXPIRED);
    expect(JSON.parse((await auditOf('auth.sso_failed'))!.details!)).toMatchObject({ reason: 'state' });
    // The real one still works, once.
    expect(sessionOf(await callback(back, started.state))).toBeTruthy();
    const replayed = await callback(back, started.state);
    expect(loginError(replayed)).toBe(LOGIN_EXPIRED);
    expect(sessionOf(replayed)).toBeUndefined();
  });

  it('refuses an expired sign-in', async () => {
    const started = await startSignIn();
    await db().updateTable('sso_logins').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('state', '=', started.state).execute();
    const back = await visitProvider(started.location, { login: person() });
    expect(loginError(await callback(back, started.state))).toBe(LOGIN_EXPIRED);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const started = await startSignIn();
    await db().updateTable('sso_logins').set({ nonce: 'a-nonce-this-sign-in-never-sent' }).where('state', '=', started.state).execute();
    const back = await visitProvider(started.location, { login: person() });
    const res = await callback(back, started.state);
    expect(loginError(res)).toMatch(/nonce\) did not match/);
    expect(sessionOf(res)).toBeUndefined();
    expect(JSON.parse((await auditOf('auth.sso_failed'))!.details!)).toMatchObject({ reason: 'nonce' });
  });

  it('refuses a code redeemed with the wrong PKCE verifier', async () => {
    const started = await startSignIn();
    await db().updateTable('sso_logins').set({ code_verifier: 'x'.repeat(43) }).where('state', '=', started.state).execute();
    const back = await visitProvider(started.location, { login: person() });
    const res = await callback(back, started.state);
    // oidc-provider keeps the reason (PKCE) to itself.
    expect(loginError(res)).toBe('The identity provider refused to finish the sign-in (grant request is invalid). Please sign in again.');
    expect(JSON.parse((await auditOf('auth.sso_failed'))!.details!)).toMatchObject({ reason: 'token' });
  });

  it('shows the provider’s own error, only to the browser that started the sign-in', async () => {
    const started = await startSignIn();
    const back = await visitProvider(started.location, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(loginError(await callback(back, started.state))).toBe('The identity provider refused the sign-in: End-User aborted interaction.');
    // Made up and sent to someone else: the text is not shown.
    const forged = new URL(`${PUBLIC_URL}/api/v1/auth/sso/callback?error=access_denied&error_description=Call+0800+to+unlock&state=whatever`);
    expect(loginError(await callback(forged))).toBe('The identity provider refused the sign-in. Please sign in again.');
  });
});

describe('passwords at enforced domains', () => {
  const enforcedRefusal = `Passwords are turned off for ${ENFORCED} addresses: use “${LABEL}” on the sign-in page.`;

  it('refuses sign-up, sign-in, reset and change, and signs the address in through the provider', async () => {
    const email = `worker.${Date.now()}@${ENFORCED}`;
    const register = await app().inject({ method: 'POST', url: '/api/v1/auth/register', payload: { first_name: 'Ada', last_name: 'L', email, password: DEFAULT_PASSWORD } });
    expect(register.statusCode).toBe(403);
    expect(register.json().message).toBe(enforcedRefusal);

    // An account with a password from before the domain was enforced.
    const other = await buildUser(app());
    const user = await db().updateTable('users').set({ email, email_key: email.toLowerCase() }).where('id', '=', other.user.id).returningAll().executeTakeFirstOrThrow();
    const login = await app().inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: email.toUpperCase(), password: DEFAULT_PASSWORD } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(enforcedRefusal);
    const wrong = await app().inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'not-the-password' } });
    expect(wrong.json().message).toBe(enforcedRefusal);

    const forgot = await app().inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
    expect(forgot.statusCode).toBe(403);
    expect(forgot.json().message).toBe(enforcedRefusal);
    expect(await db().selectFrom('password_resets').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    // A link sent before the domain was enforced no longer sets a password.
    const at = new Date();
    await db().insertInto('password_resets').values({ user_id: user.id, token_hash: hashToken('an-old-reset-token'), created_at: at.toISOString(), expires_at: new Date(at.getTime() + 60_000).toISOString(), used_at: null }).execute();
    const reset = await app().inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token: 'an-old-reset-token', password: 'a-new-password', password_confirmation: 'a-new-password' } });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe(enforcedRefusal);
    const change = await app().inject({ method: 'PUT', url: '/api/v1/profile/password', headers: other.headers, payload: { current_password: DEFAULT_PASSWORD, password: 'a-new-password', password_confirmation: 'a-new-password' } });
    expect(change.statusCode).toBe(403);

    const sso = await signIn(personAtProvider({ email, email_verified: true }));
    expect((await profileWith(sessionOf(sso)!)).statusCode).toBe(200);
  });

  it('leaves other domains their passwords', async () => {
    const someone = await buildUser(app());
    expect((await app().inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: someone.user.email, password: DEFAULT_PASSWORD } })).statusCode).toBe(200);
  });
});

describe('signing out', () => {
  it('ends the provider’s session too (RP-initiated logout) after a single sign-on', async () => {
    const res = await signIn(personAtProvider({ email: `leaving.${Date.now()}@example.com`, email_verified: true }));
    const token = sessionOf(res)!;
    const { sso_id_token } = await db().selectFrom('sessions').select('sso_id_token').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    const logout = await app().inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: `${SESSION_COOKIE}=${token}`, 'sec-fetch-site': 'same-origin' } });
    expect(logout.statusCode).toBe(200);
    const { message, end_session_url } = logout.json();
    expect(message).toBe('Logged out successfully.');
    const url = new URL(end_session_url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('id_token_hint')).toBe(sso_id_token);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/login`);
    expect((await profileWith(token)).statusCode).toBe(401);
    // The provider takes the hint and the way back (a bad one is an error page); the e2e journey
    // follows it in a browser holding the provider's session.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/session/end/confirm');
  });

  it('says nothing of a provider after a password sign-in', async () => {
    const someone = await buildUser(app());
    const logout = await app().inject({ method: 'POST', url: '/api/v1/auth/logout', headers: someone.headers });
    expect(logout.json()).toEqual({ message: 'Logged out successfully.' });
  });
});

describe('the administrators’ status', () => {
  it('shows the settings and that the provider answers, to administrators only', async () => {
    const admin = await buildUser(app());
    await db().updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.user.id).execute();
    const res = await app().inject({ method: 'GET', url: '/api/v1/admin/sso', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      issuer: provider.issuer,
      client_id: provider.clientId,
      redirect_uri: `${PUBLIC_URL}/api/v1/auth/sso/callback`,
      post_logout_redirect_uri: `${PUBLIC_URL}/login`,
      button_label: LABEL,
      enforced_domains: [ENFORCED],
      discovery_ok: true,
      discovery_error: null,
      end_session_supported: true,
    });
    expect(res.body).not.toContain(provider.clientSecret);
    const someone = await buildUser(app());
    expect((await app().inject({ method: 'GET', url: '/api/v1/admin/sso', headers: someone.headers })).statusCode).toBe(403);
  });
});

describe('a provider that is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    const gone = await startOidcProvider({ publicUrl: PUBLIC_URL });
    await gone.close();
    down = await buildTestApp({ ...gone.env, PUBLIC_URL });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('does not stop the start; a sign-in lands on the login page saying so; the status tells why', async () => {
    const res = await down.app.inject({ method: 'POST', url: '/api/v1/auth/sso/start', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, payload: '' });
    expect(loginError(res)).toBe(PROVIDER_DOWN);
    const admin = await buildUser(down.app);
    await down.app.database.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.user.id).execute();
    const status = (await down.app.inject({ method: 'GET', url: '/api/v1/admin/sso', headers: admin.headers })).json();
    expect(status).toMatchObject({ enabled: true, discovery_ok: false, end_session_supported: null });
    expect(status.discovery_error).toMatch(/^The provider's discovery document at http:\/\/127\.0\.0\.1:\d+\/\.well-known\/openid-configuration could not be read/);
  });
});
