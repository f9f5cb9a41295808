import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED, SESSION_COOKIE } from '@review/contract/auth';
import { useTestApp } from '../../test/build-test-app.ts';
import { NO_PASSWORD_HASH } from '../auth/service.ts';
import { buildUser, DEFAULT_PASSWORD, type SignedInUser } from '../../test/factories.ts';
import { buildMember, buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

/**
 * SCIM 2.0 at /scim/v2, mostly by replaying the RFCs' own examples (RFC 7644 §3.3 to §3.6, RFC 7643
 * §8). Their userName "bjensen" is not an e-mail address, which userName must be here: those bodies
 * are answered 400 invalidValue as they stand, and accepted with userName "bjensen@example.com", the
 * form RFC 7643 §8.2 gives the same person.
 */

const ctx = useTestApp();

const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const SCIM_JSON = { 'content-type': 'application/scim+json', accept: 'application/scim+json' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function buildAdmin(): Promise<SignedInUser> {
  const admin = await buildUser(ctx.app);
  await ctx.app.database.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.user.id).execute();
  return admin;
}

async function makeScimToken(admin: SignedInUser, name = 'Okta') {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/scim-tokens', headers: admin.headers, payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string; token: string; last_used_at: string | null };
}

let shared: { admin: SignedInUser; token: string } | undefined;
async function provider() {
  if (!shared) {
    const admin = await buildAdmin();
    shared = { admin, token: (await makeScimToken(admin, 'Okta')).token };
  }
  return shared;
}

async function scim(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const { token } = await provider();
  return ctx.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: { ...SCIM_JSON, authorization: `Bearer ${token}`, ...headers },
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

function expectScimError(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number, scimType?: string) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/scim\+json/);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(status), detail: expect.any(String) });
  expect(body.message).toBe(body.detail);
  if (scimType) expect(body.scimType).toBe(scimType);
  else expect(body.scimType).toBeUndefined();
  return body;
}

/** A fresh address each time: every test makes its own people. */
const unique = (local: string) => `${local}.${Math.random().toString(36).slice(2, 10)}@example.com`;

async function createScimUser(overrides: Record<string, unknown> = {}) {
  const res = await scim('POST', '/Users', { schemas: [USER_SCHEMA], userName: unique('person'), name: { givenName: 'Pat', familyName: 'Doe' }, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; userName: string; active: boolean; externalId?: string };
}

const auditOf = (action: string, targetId: string) =>
  ctx.app.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', targetId).orderBy('id').execute();

// RFC 7644 §3.3: "the client sends a POST request containing a 'User' to the '/Users' endpoint".
const RFC7644_CREATE = {
  schemas: [USER_SCHEMA],
  userName: 'bjensen',
  externalId: 'bjensen',
  name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
};

// RFC 7644 §3.5.1: the replacing PUT.
const RFC7644_REPLACE = {
  schemas: [USER_SCHEMA],
  id: '2819c223-7f76-453a-919d-413861904646',
  userName: 'bjensen',
  externalId: 'bjensen',
  name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara', middleName: 'Jane' },
  roles: [],
  emails: [{ value: 'bjensen@example.com' }, { value: 'babs@jensen.org' }],
};

// RFC 7643 §8.1, the minimal representation (its id and meta are the server's: ignored on input).
const RFC7643_MINIMAL = {
  schemas: [USER_SCHEMA],
  id: '2819c223-7f76-453a-919d-413861904646',
  userName: 'Bjensen',
  meta: { resourceType: 'User', created: '2010-01-23T04:56:22Z', lastModified: '2011-05-13T04:42:34Z', version: 'W/"3694e05e9dff590"', location: 'https://example.com/v2/Users/2819c223-7f76-453a-919d-413861904646' },
};

// RFC 7643 §8.2, the full representation: most of it is not kept here, and is ignored.
const RFC7643_FULL = {
  schemas: [USER_SCHEMA],
  id: '2819c223-7f76-453a-919d-413861904646',
  externalId: '701984',
  userName: 'bjensen@example.com',
  name: { formatted: 'Ms. Barbara J Jensen, III', familyName: 'Jensen', givenName: 'Barbara', middleName: 'Jane', honorificPrefix: 'Ms.', honorificSuffix: 'III' },
  displayName: 'Babs Jensen',
  nickName: 'Babs',
  profileUrl: 'https://login.example.com/bjensen',
  emails: [
    { value: 'bjensen@example.com', type: 'work', primary: true },
    { value: 'babs@jensen.org', type: 'home' },
  ],
  addresses: [
    { type: 'work', streetAddress: '100 Universal City Plaza', locality: 'Hollywood', region: 'CA', postalCode: '91608', country: 'USA', formatted: '100 Universal City Plaza\nHollywood, CA 91608 USA', primary: true },
    { type: 'home', streetAddress: '456 Hollywood Blvd', locality: 'Hollywood', region: 'CA', postalCode: '91608', country: 'USA', formatted: '456 Hollywood Blvd\nHollywood, CA 91608 USA' },
  ],
  phoneNumbers: [
    { value: '555-555-5555', type: 'work' },
    { value: '555-555-4444', type: 'mobile' },
  ],
  ims: [{ value: 'someaimhandle', type: 'aim' }],
  photos: [
    { value: 'https://photos.example.com/profilephoto/72930000000Ccne/F', type: 'photo' },
    { value: 'https://photos.example.com/profilephoto/72930000000Ccne/T', type: 'thumbnail' },
  ],
  userType: 'Employee',
  title: 'Tour Guide',
  preferredLanguage: 'en-US',
  locale: 'en-US',
  timezone: 'America/Los_Angeles',
  active: true,
  password: 't1meMa$heen',
  groups: [{ value: 'e9e30dba-f08f-4109-8486-d5c6a331660a', $ref: 'https://example.com/v2/Groups/e9e30dba-f08f-4109-8486-d5c6a331660a', display: 'Tour Guides' }],
  x509Certificates: [{ value: 'MIIDQzCCAqygAwIBAgICEAAwDQYJKoZIhvcNAQEFBQAwTjELMAkGA1UEBhMCVVMx' }],
  meta: { resourceType: 'User', created: '2010-01-23T04:56:22Z', lastModified: '2011-05-13T04:42:34Z', version: 'W/"a330bc54f0671c9"', location: 'https://example.com/v2/Users/2819c223-7f76-453a-919d-413861904646' },
};

describe('SCIM access', () => {
  it('refuses a request without a SCIM token, with a revoked one, a session or a personal access token', async () => {
    const admin = await buildAdmin();
    const revoked = await makeScimToken(admin, 'Old connector');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/scim-tokens/${revoked.id}`, headers: admin.headers })).json()).toEqual({ message: 'SCIM token revoked.' });
    const personal = (await ctx.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: admin.headers, payload: { name: 'Mine', scope: 'write' } })).json().data.token;

    for (const headers of [{}, { authorization: `Bearer ${revoked.token}` }, { authorization: 'Bearer scim_not-a-token' }, admin.headers, { cookie: `${SESSION_COOKIE}=${admin.token}` }, { authorization: `Bearer ${personal}` }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/scim/v2/Users', headers });
      const body = expectScimError(res, 401);
      expect(body.detail).toMatch(/SCIM token/);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    // A write with a personal token is refused by the session guard first: still a SCIM error.
    const write = await ctx.app.inject({ method: 'POST', url: '/scim/v2/Users', headers: { ...SCIM_JSON, authorization: `Bearer ${personal}` }, payload: JSON.stringify({ userName: unique('x') }) });
    expect(write.statusCode).toBe(401);
    expect(write.json().schemas).toEqual([ERROR_SCHEMA]);
  });

  it('notes when a token was last used, at most once a minute', async () => {
    const admin = await buildAdmin();
    const made = await makeScimToken(admin, 'Azure');
    expect(made.last_used_at).toBeNull();
    const call = () => ctx.app.inject({ method: 'GET', url: '/scim/v2/ServiceProviderConfig', headers: { authorization: `Bearer ${made.token}` } });
    expect((await call()).statusCode).toBe(200);
    const row = () => ctx.app.database.db.selectFrom('scim_tokens').select('last_used_at').where('public_id', '=', made.id).executeTakeFirstOrThrow();
    const first = (await row()).last_used_at;
    expect(first).toEqual(expect.any(String));
    await call();
    expect((await row()).last_used_at).toBe(first);
    const longAgo = new Date(Date.now() - 120_000).toISOString();
    await ctx.app.database.db.updateTable('scim_tokens').set({ last_used_at: longAgo }).where('public_id', '=', made.id).execute();
    await call();
    expect((await row()).last_used_at! > longAgo).toBe(true);
  });
});

describe('SCIM token administration', () => {
  it('is for administrators only, signed in, never with a personal access token', async () => {
    const person = await buildUser(ctx.app);
    const admin = await buildAdmin();
    const personal = (await ctx.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: admin.headers, payload: { name: 'Mine', scope: 'write' } })).json().data.token;
    for (const [method, url, payload] of [
      ['GET', '/api/v1/admin/scim-tokens'],
      ['POST', '/api/v1/admin/scim-tokens', { name: 'Sneaky' }],
      ['DELETE', '/api/v1/admin/scim-tokens/0123456789abcdef0123456789abcdef'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload })).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await ctx.app.inject({ method, url, payload, headers: person.headers })).statusCode, `${method} ${url} non-admin`).toBe(403);
      expect((await ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${personal}` } })).statusCode, `${method} ${url} token`).toBe(403);
    }
  });

  it('makes a token shown once, lists it without the secret, revokes it, and audits both', async () => {
    const admin = await buildAdmin();
    const made = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/scim-tokens', headers: admin.headers, payload: { name: '  Okta  ' } });
    expect(made.statusCode).toBe(201);
    const reply = made.json();
    expect(reply.message).toBe('SCIM token created. Copy it now: it will not be shown again.');
    expect(reply.data).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), name: 'Okta', created_at: expect.any(String), created_by: 'Ada Lovelace', last_used_at: null, token: expect.stringMatching(/^scim_[\w-]{43}$/) });

    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/scim-tokens', headers: admin.headers })).json().data;
    expect(listed).toContainEqual({ id: reply.data.id, name: 'Okta', created_at: reply.data.created_at, created_by: 'Ada Lovelace', last_used_at: null });
    expect(JSON.stringify(listed)).not.toContain(reply.data.token);
    const stored = await ctx.app.database.db.selectFrom('scim_tokens').select('token_hash').where('public_id', '=', reply.data.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await ctx.app.inject({ method: 'GET', url: '/scim/v2/Users?count=1', headers: { authorization: `Bearer ${reply.data.token}` } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/scim-tokens/${reply.data.id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/scim/v2/Users?count=1', headers: { authorization: `Bearer ${reply.data.token}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/scim-tokens', headers: admin.headers })).json().data.map((token: { id: string }) => token.id)).not.toContain(reply.data.id);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/scim-tokens/${reply.data.id}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/scim-tokens', headers: admin.headers, payload: { name: ' ' } })).statusCode).toBe(422);

    const created = await auditOf('scim.token_created', reply.data.id);
    const revoked = await auditOf('scim.token_revoked', reply.data.id);
    for (const entries of [created, revoked]) {
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor_user_id: admin.user.id, actor_label: admin.user.email, target_type: 'scim_token', target_label: 'Okta' });
    }
  });
});

describe('SCIM discovery (RFC 7644 §4)', () => {
  it('describes Users only: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(config.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true, maxResults: 200 },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [expect.objectContaining({ type: 'oauthbearertoken' })],
    });

    const types = (await scim('GET', '/ResourceTypes')).json();
    expect(types).toMatchObject({ totalResults: 1, Resources: [{ id: 'User', endpoint: '/Users', schema: USER_SCHEMA }] });
    expect((await scim('GET', '/ResourceTypes/User')).json().name).toBe('User');
    expectScimError(await scim('GET', '/ResourceTypes/Group'), 404);

    const schemas = (await scim('GET', '/Schemas')).json();
    expect(schemas.Resources.map((schema: { id: string }) => schema.id)).toEqual([USER_SCHEMA]);
    const names = (await scim('GET', `/Schemas/${USER_SCHEMA}`)).json().attributes.map((attribute: { name: string }) => attribute.name);
    expect(names).toEqual(['userName', 'name', 'displayName', 'emails', 'active', 'externalId']);

    const groups = expectScimError(await scim('POST', '/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Tour Guides' }), 404);
    expect(groups.detail).toMatch(/Users only/);
    expectScimError(await scim('GET', '/Groups/e9e30dba'), 404);
    expectScimError(await scim('GET', '/Nothing'), 404);

    // Described by these documents, not by the API document of /api/v1.
    await ctx.app.ready();
    expect(Object.keys((ctx.app.swagger() as { paths: object }).paths).filter((path) => path.startsWith('/scim'))).toEqual([]);
  });
});

describe('SCIM Users: the RFC examples', () => {
  it('creates (RFC 7644 §3.3), with an e-mail address as userName', async () => {
    const asGiven = expectScimError(await scim('POST', '/Users', RFC7644_CREATE), 400, 'invalidValue');
    expect(asGiven.detail).toMatch(/e-mail address/);

    const userName = unique('bjensen');
    const res = await scim('POST', '/Users', { ...RFC7644_CREATE, userName });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/scim\+json/);
    const user = res.json();
    expect(user).toEqual({
      schemas: [USER_SCHEMA],
      id: expect.stringMatching(/^\d+$/),
      externalId: 'bjensen',
      userName,
      name: { givenName: 'Barbara', familyName: 'Jensen', formatted: 'Barbara Jensen' },
      displayName: 'Barbara Jensen',
      emails: [{ value: userName, type: 'work', primary: true }],
      active: true,
      meta: { resourceType: 'User', created: expect.any(String), lastModified: expect.any(String), location: expect.stringMatching(new RegExp(`^https?://[^/]+/scim/v2/Users/${user.id}$`)) },
    });
    expect(res.headers.location).toBe(user.meta.location);

    // No usable password: the person signs in by single sign-on or sets one by the reset e-mail.
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: userName, password: DEFAULT_PASSWORD } });
    expect(login.statusCode).toBe(401);

    const again = expectScimError(await scim('POST', '/Users', { ...RFC7644_CREATE, userName: userName.toUpperCase() }), 409, 'uniqueness');
    expect(again.detail).toMatch(/already/);
    const registered = await buildUser(ctx.app);
    expectScimError(await scim('POST', '/Users', { ...RFC7644_CREATE, userName: registered.user.email }), 409, 'uniqueness');

    const [entry] = await auditOf('scim.user_created', user.id);
    expect(entry).toMatchObject({ actor_user_id: null, actor_label: 'SCIM: Okta', target_type: 'user', target_label: userName });
  });

  it('creates from RFC 7643 §8 representations, keeping what it has fields for', async () => {
    expectScimError(await scim('POST', '/Users', RFC7643_MINIMAL), 400, 'invalidValue');
    const minimalName = unique('bjensen');
    const minimal = await scim('POST', '/Users', { ...RFC7643_MINIMAL, userName: minimalName });
    expect(minimal.statusCode).toBe(201);
    // No name given: the part of the address before the @ stands in for the first name.
    expect(minimal.json()).toMatchObject({ userName: minimalName, name: { givenName: minimalName.split('@')[0], familyName: '' }, active: true });
    expect(minimal.json().id).not.toBe(RFC7643_MINIMAL.id);
    expect(minimal.json().meta.created).not.toBe(RFC7643_MINIMAL.meta.created);

    const full = await scim('POST', '/Users', RFC7643_FULL);
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json()).toMatchObject({ userName: 'bjensen@example.com', externalId: '701984', name: { givenName: 'Barbara', familyName: 'Jensen' }, emails: [{ value: 'bjensen@example.com', primary: true }], active: true });
    expect(full.json()).not.toHaveProperty('password');
    const row = await ctx.app.database.db.selectFrom('users').select(['password_hash', 'first_name']).where('email_key', '=', 'bjensen@example.com').executeTakeFirstOrThrow();
    expect(row.password_hash).toBe(NO_PASSWORD_HASH);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'bjensen@example.com', password: RFC7643_FULL.password } });
    expect(login.statusCode).toBe(401);

    // RFC 7643 §8.3: the enterprise extension is not kept, and does not stand in the way.
    const enterprise = await scim('POST', '/Users', {
      ...RFC7643_FULL,
      schemas: [USER_SCHEMA, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
      userName: unique('bjensen'),
      preferredLanguage: 'de-CH',
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { employeeNumber: '701984', costCenter: '4130', organization: 'Universal Studios', division: 'Theme Park', department: 'Tour Operations', manager: { value: '26118915-6090-4610-87e4-49d8ca9f808d', $ref: '../Users/26118915-6090-4610-87e4-49d8ca9f808d', displayName: 'John Smith' } },
    });
    expect(enterprise.statusCode, enterprise.body).toBe(201);
    // The account's language is the closest of ours to preferredLanguage (Accept-Language's form), else DEFAULT_LOCALE.
    const locales = await ctx.app.database.db.selectFrom('users').select(['email_key', 'locale']).where('email_key', 'in', [enterprise.json().userName.toLowerCase(), 'bjensen@example.com', minimalName.toLowerCase()]).execute();
    expect(Object.fromEntries(locales.map((user) => [user.email_key, user.locale]))).toEqual({ [enterprise.json().userName.toLowerCase()]: 'de', 'bjensen@example.com': 'en', [minimalName.toLowerCase()]: 'en' });
  });

  it('retrieves a user (RFC 7644 §3.4.1), and 404 for one it does not know', async () => {
    const created = await createScimUser({ externalId: 'ext-1' });
    const res = await scim('GET', `/Users/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    expectScimError(await scim('GET', '/Users/2819c223-7f76-453a-919d-413861904646'), 404);
    expectScimError(await scim('GET', '/Users/999999999'), 404);
  });

  it('lists with filters (RFC 7644 §3.4.2): userName, externalId, emails, active; paged', async () => {
    const bjensen = await createScimUser({ userName: unique('bjensen'), externalId: unique('ext') });
    const inactive = await createScimUser({ active: false });

    // The RFC's request, verbatim: a valid filter that finds nobody here, as no userName is "bjensen".
    const rfc = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "bjensen"')}`);
    expect(rfc.statusCode).toBe(200);
    expect(rfc.json()).toEqual({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });

    const found = async (filter: string) => {
      const res = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(res.statusCode, `${filter}: ${res.body}`).toBe(200);
      return (res.json().Resources as { id: string }[]).map((user) => user.id);
    };
    expect(await found(`userName eq "${bjensen.userName.toUpperCase()}"`)).toEqual([bjensen.id]);
    expect(await found(`urn:ietf:params:scim:schemas:core:2.0:User:userName eq "${bjensen.userName}"`)).toEqual([bjensen.id]);
    expect(await found(`externalId eq "${bjensen.externalId}"`)).toEqual([bjensen.id]);
    expect(await found(`externalId eq "${bjensen.externalId!.toUpperCase()}"`)).toEqual([]);
    expect(await found(`emails.value eq "${bjensen.userName}"`)).toEqual([bjensen.id]);
    expect(await found(`emails[type eq "work" and value eq "${bjensen.userName}"]`)).toEqual([bjensen.id]);
    expect(await found(`id eq "${bjensen.id}"`)).toEqual([bjensen.id]);
    expect(await found(`userName eq "${bjensen.userName}" or userName eq "${inactive.userName}"`)).toEqual([bjensen.id, inactive.id]);
    expect(await found(`userName eq "${bjensen.userName}" and active eq false`)).toEqual([]);
    expect(await found('active eq false')).toContain(inactive.id);
    expect(await found('active eq false')).not.toContain(bjensen.id);
    expect(await found('name.familyName eq "doe"')).toContain(inactive.id);

    // Paging: 1-based startIndex, count, the total of all that match.
    const all = (await scim('GET', '/Users?startIndex=1&count=200')).json();
    expect(all.totalResults).toBeGreaterThanOrEqual(3);
    const page = (await scim('GET', '/Users?startIndex=2&count=1')).json();
    expect(page).toMatchObject({ totalResults: all.totalResults, startIndex: 2, itemsPerPage: 1, Resources: [all.Resources[1]] });
    expect((await scim('GET', '/Users?startIndex=0&count=1')).json()).toMatchObject({ startIndex: 1, Resources: [all.Resources[0]] });
    expect((await scim('GET', '/Users?count=0')).json()).toMatchObject({ totalResults: all.totalResults, itemsPerPage: 0, Resources: [] });
    expect((await scim('GET', '/Users?count=-5')).json().itemsPerPage).toBe(0);
    expect((await scim('GET', '/Users?count=100000')).json().itemsPerPage).toBeLessThanOrEqual(200);
    expectScimError(await scim('GET', '/Users?count=ten'), 400, 'invalidValue');
    expectScimError(await scim('GET', '/Users?startIndex=1.5'), 400, 'invalidValue');
  });

  it('answers every filter of RFC 7644 §3.4.2.2 with a list or 400 invalidFilter', async () => {
    const filters = [
      'userName eq "bjensen"',
      'name.familyName co "O\'Malley"',
      'userName sw "J"',
      'urn:ietf:params:scim:schemas:core:2.0:User:userName sw "J"',
      'title pr',
      'meta.lastModified gt "2011-05-13T04:42:34Z"',
      'meta.lastModified ge "2011-05-13T04:42:34Z"',
      'meta.lastModified lt "2011-05-13T04:42:34Z"',
      'meta.lastModified le "2011-05-13T04:42:34Z"',
      'title pr and userType eq "Employee"',
      'title pr or userType eq "Intern"',
      'schemas eq "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"',
      'userType eq "Employee" and (emails co "example.com" or emails.value co "example.org")',
      'userType ne "Employee" and not (emails co "example.com" or emails.value co "example.org")',
      'userType eq "Employee" and (emails.type eq "work")',
      'userType eq "Employee" and emails[type eq "work" and value co "@example.com"]',
      'emails[type eq "work" and value co "@example.com"] or ims[type eq "xmpp" and value co "@foo.com"]',
      // Malformed ones.
      'userName eq',
      '(userName eq "a"',
      'userName eq "a" and',
      'userName equals "a"',
      'active eq "yes"',
      'userName eq 42',
      '"',
      '(((((((((('.repeat(100),
      'x'.repeat(2000),
    ];
    for (const filter of filters) {
      const res = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
      if (res.statusCode === 200) expect(filter).toBe('userName eq "bjensen"');
      else expectScimError(res, 400, 'invalidFilter');
    }
    expectScimError(await scim('GET', '/Users?filter=a&filter=b'), 400, 'invalidFilter');
  });

  it('replaces a user (RFC 7644 §3.5.1)', async () => {
    const created = await createScimUser({ externalId: 'before' });
    expectScimError(await scim('PUT', `/Users/${created.id}`, RFC7644_REPLACE), 400, 'invalidValue');

    const userName = unique('bjensen');
    const res = await scim('PUT', `/Users/${created.id}`, { ...RFC7644_REPLACE, userName }, { 'if-match': 'W/"a330bc54f0671c9"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, userName, externalId: 'bjensen', name: { givenName: 'Barbara', familyName: 'Jensen' }, emails: [{ value: userName }], active: true });

    // Leaving out active keeps it; leaving out externalId clears it.
    const bare = await scim('PUT', `/Users/${created.id}`, { schemas: [USER_SCHEMA], userName, name: { givenName: 'Babs' } });
    expect(bare.json()).toMatchObject({ name: { givenName: 'Babs', familyName: '' }, active: true });
    expect(bare.json()).not.toHaveProperty('externalId');

    const taken = await createScimUser();
    expectScimError(await scim('PUT', `/Users/${created.id}`, { ...RFC7644_REPLACE, userName: taken.userName }), 409, 'uniqueness');
    expectScimError(await scim('PUT', '/Users/999999999', { ...RFC7644_REPLACE, userName: unique('nobody') }), 404);

    const updates = await auditOf('scim.user_updated', created.id);
    expect(updates.map((entry) => JSON.parse(entry.details!).changed)).toEqual([
      ['userName', 'name.givenName', 'name.familyName', 'externalId'],
      ['name.givenName', 'name.familyName', 'externalId'],
    ]);
  });

  it('patches a user (RFC 7644 §3.5.2): the RFC forms, Okta and Azure AD forms, and path forms', async () => {
    const created = await createScimUser({ externalId: 'ext-a' });
    const patch = (...operations: object[]) => scim('PATCH', `/Users/${created.id}`, { schemas: [PATCH_OP], Operations: operations });

    // §3.5.2.1's add without a path, and §3.5.2.3's replace of emails: attributes not kept here change nothing.
    const add = await patch({ op: 'add', value: { emails: [{ value: 'babs@jensen.org', type: 'home' }], nickname: 'Babs' } });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toEqual((await scim('GET', `/Users/${created.id}`)).json());
    const replaceEmails = await patch({ op: 'replace', value: { emails: [{ value: 'bjensen@example.com', type: 'work', primary: true }, { value: 'babs@jensen.org', type: 'home' }], nickname: 'Babs' } });
    expect(replaceEmails.statusCode).toBe(200);
    expect(replaceEmails.json().userName).toBe(created.userName);
    expect((await patch({ op: 'replace', path: 'addresses[type eq "work"].streetAddress', value: '1010 Broadway Ave' })).statusCode).toBe(200);
    expect((await patch({ op: 'remove', path: 'emails[type eq "work" and value ew "example.com"]' })).statusCode).toBe(200);
    expect((await patch({ op: 'replace', path: 'emails[type eq "work"].value', value: 'other@example.com' })).json().userName).toBe(created.userName);

    // Azure AD: capitalised ops, paths, strings for booleans, several operations at once.
    const newName = unique('renamed');
    const azure = await patch(
      { op: 'Replace', path: 'userName', value: newName },
      { op: 'Replace', path: 'name.givenName', value: 'Barbara' },
      { op: 'Replace', path: 'urn:ietf:params:scim:schemas:core:2.0:User:name.familyName', value: 'Jensen' },
      { op: 'Add', path: 'externalId', value: 'ext-b' },
      { op: 'Add', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', value: 'Tours' },
      { op: 'Replace', value: { 'name.givenName': 'Babs' } },
    );
    expect(azure.statusCode, azure.body).toBe(200);
    expect(azure.json()).toMatchObject({ userName: newName, externalId: 'ext-b', name: { givenName: 'Babs', familyName: 'Jensen' }, active: true });
    expect((await patch({ op: 'remove', path: 'externalId' })).json()).not.toHaveProperty('externalId');
    expect((await patch({ op: 'replace', path: 'name', value: { familyName: 'J.' } })).json().name).toMatchObject({ givenName: 'Babs', familyName: 'J.' });

    const azureOff = await patch({ op: 'Replace', path: 'active', value: 'False' });
    expect(azureOff.json().active).toBe(false);
    // Okta: a value object, no path.
    const oktaOn = await patch({ op: 'replace', value: { id: created.id, active: true } });
    expect(oktaOn.json().active).toBe(true);
    const oktaOff = await patch({ op: 'replace', value: { active: false } });
    expect(oktaOff.json().active).toBe(false);
    expect((await auditOf('scim.user_deactivated', created.id)).map((entry) => entry.actor_label)).toEqual(['SCIM: Okta', 'SCIM: Okta']);
    expect(await auditOf('scim.user_reactivated', created.id)).toHaveLength(1);

    // Nothing changed, nothing written.
    const before = (await auditOf('scim.user_updated', created.id)).length;
    expect((await patch({ op: 'replace', value: { active: false } })).statusCode).toBe(200);
    expect((await patch({ op: 'add', path: 'nickName', value: 'Babs' })).statusCode).toBe(200);
    expect(await auditOf('scim.user_updated', created.id)).toHaveLength(before);
  });

  it('refuses PATCH operations it cannot apply, with the RFC’s scimType', async () => {
    const created = await createScimUser();
    const taken = await createScimUser();
    const patch = (...operations: unknown[]) => scim('PATCH', `/Users/${created.id}`, { schemas: [PATCH_OP], Operations: operations });
    expectScimError(await patch({ op: 'remove' }), 400, 'noTarget');
    expectScimError(await patch({ op: 'replace', path: 'id', value: '1' }), 400, 'mutability');
    expectScimError(await patch({ op: 'remove', path: 'meta.created' }), 400, 'mutability');
    expectScimError(await patch({ op: 'replace', path: 'name[', value: 'x' }), 400, 'invalidPath');
    expectScimError(await patch({ op: 'replace', path: 'emails[type eq]', value: 'x' }), 400, 'invalidPath');
    expectScimError(await patch({ op: 'replace', path: 'active[value eq true]', value: true }), 400, 'invalidPath');
    expectScimError(await patch({ op: 'replace', path: '', value: 'x' }), 400, 'invalidPath');
    expectScimError(await patch({ op: 'replace', path: 'active', value: 'maybe' }), 400, 'invalidValue');
    expectScimError(await patch({ op: 'replace', path: 'active' }), 400, 'invalidValue');
    expectScimError(await patch({ op: 'replace', path: 'userName', value: 'not an address' }), 400, 'invalidValue');
    expectScimError(await patch({ op: 'replace', path: 'name.givenName', value: 'a\nb' }), 400, 'invalidValue');
    expectScimError(await patch({ op: 'replace', path: 'name.familyName', value: 'x'.repeat(101) }), 400, 'invalidValue');
    expectScimError(await patch({ op: 'remove', path: 'userName' }), 400, 'invalidValue');
    expectScimError(await patch({ op: 'replace', value: 'active' }), 400, 'invalidValue');
    expectScimError(await patch({ op: 'move', path: 'active', value: false }), 400, 'invalidSyntax');
    expectScimError(await patch('replace'), 400, 'invalidSyntax');
    expectScimError(await scim('PATCH', `/Users/${created.id}`, { schemas: [PATCH_OP] }), 400, 'invalidSyntax');
    expectScimError(await scim('PATCH', `/Users/${created.id}`, { schemas: [USER_SCHEMA], Operations: [] }), 400, 'invalidSyntax');
    expectScimError(await patch({ op: 'replace', path: 'userName', value: taken.userName.toUpperCase() }), 409, 'uniqueness');
    expectScimError(await scim('PATCH', '/Users/999999999', { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] }), 404);
    // Nothing of a refused PATCH is kept, though its first operation was fine.
    expectScimError(await patch({ op: 'replace', path: 'name.givenName', value: 'Kept?' }, { op: 'replace', path: 'active', value: 'maybe' }), 400, 'invalidValue');
    expect((await scim('GET', `/Users/${created.id}`)).json().name.givenName).toBe('Pat');
  });

  it('deletes a user (RFC 7644 §3.6): deprovisioned and hidden from SCIM, the account and its work kept', async () => {
    const created = await createScimUser();
    const res = await scim('DELETE', `/Users/${created.id}`, undefined, { 'content-type': 'application/scim+json' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectScimError(await scim('GET', `/Users/${created.id}`), 404);
    expectScimError(await scim('DELETE', `/Users/${created.id}`), 404);
    expectScimError(await scim('PATCH', `/Users/${created.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] }), 404);
    expect((await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${created.userName}"`)}`)).json().totalResults).toBe(0);
    const row = await ctx.app.database.db.selectFrom('users').select(['deactivated_at', 'scim_deleted_at']).where('id', '=', Number(created.id)).executeTakeFirstOrThrow();
    expect(row.deactivated_at).toEqual(expect.any(String));
    expect(row.scim_deleted_at).toEqual(expect.any(String));
    expect((await auditOf('scim.user_deleted', created.id))[0]).toMatchObject({ actor_label: 'SCIM: Okta', target_label: created.userName });

    // Assigned again: the same account comes back.
    const back = await scim('POST', '/Users', { schemas: [USER_SCHEMA], userName: created.userName, name: { givenName: 'Pat', familyName: 'Again' } });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ id: created.id, active: true, name: { familyName: 'Again' } });
    expect(JSON.parse((await auditOf('scim.user_created', created.id))[1]!.details!)).toEqual({ active: true, restored: true });
  });
});

describe('SCIM deprovisioning', () => {
  it('ends a live session and an API token at once, refuses sign-in, and keeps the person’s comments attributed', async () => {
    const owner = await buildUser(ctx.app);
    const projectId = await buildProject(ctx.app, owner);
    const asset = await buildUploadedAsset(ctx.app, owner, projectId);
    const person = await buildMember(ctx.app, owner, projectId, 'Member');
    const variationId = asset.versions[0].variations[0].id;
    const comment = await ctx.app.inject({ method: 'POST', url: '/api/v1/comments', headers: person.headers, payload: { variation_id: variationId, content: 'Tighten the kerning' } });
    expect(comment.statusCode).toBe(201);
    const apiToken = (await ctx.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: person.headers, payload: { name: 'CI', scope: 'write' } })).json().data.token;
    const cookie = { cookie: `${SESSION_COOKIE}=${person.token}` };
    const profile = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
    // Read just before, so a cached session (SQLite) would be the one answering next.
    expect((await profile(cookie)).statusCode).toBe(200);
    expect((await profile({ authorization: `Bearer ${apiToken}` })).statusCode).toBe(200);

    const found = (await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${person.user.email}"`)}`)).json().Resources[0];
    expect(found).toMatchObject({ id: String(person.user.id), active: true });
    const off = await scim('PATCH', `/Users/${found.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] });
    expect(off.json().active).toBe(false);

    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await profile(cookie)).statusCode).toBe(401);
      expect((await profile(person.headers)).statusCode).toBe(401);
      expect((await profile({ authorization: `Bearer ${apiToken}` })).statusCode).toBe(401);
    }
    expect(await ctx.app.database.db.selectFrom('sessions').select('id').where('user_id', '=', person.user.id).execute()).toEqual([]);
    expect(await ctx.app.database.db.selectFrom('api_tokens').select('id').where('user_id', '=', person.user.id).where('revoked_at', 'is', null).execute()).toEqual([]);

    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: person.user.email, password: DEFAULT_PASSWORD } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: ACCOUNT_DEACTIVATED, code: 'account_deactivated' });
    // Without the password, nothing is told about the account.
    const guess = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: person.user.email, password: 'not-the-password' } });
    expect(guess.statusCode).toBe(401);

    const comments = (await ctx.app.inject({ method: 'GET', url: `/api/v1/comments?asset=${asset.id}`, headers: owner.headers })).json().data;
    expect(comments.find((item: { id: number }) => item.id === comment.json().data.id)).toMatchObject({ content: 'Tighten the kerning', user: { id: person.user.id, email: person.user.email } });

    // Reactivated: sign-in works again; the ended session and the revoked token stay ended.
    const on = await scim('PUT', `/Users/${found.id}`, { schemas: [USER_SCHEMA], userName: person.user.email, name: { givenName: person.user.first_name, familyName: person.user.last_name }, active: true });
    expect(on.json().active).toBe(true);
    expect((await profile(cookie)).statusCode).toBe(401);
    expect((await profile({ authorization: `Bearer ${apiToken}` })).statusCode).toBe(401);
    const back = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: person.user.email, password: DEFAULT_PASSWORD } });
    expect(back.statusCode).toBe(200);
    expect(await auditOf('scim.user_reactivated', found.id)).toHaveLength(1);
  });

  it('ends the sessions of a deleted user at once too', async () => {
    const person = await buildUser(ctx.app);
    const cookie = { cookie: `${SESSION_COOKIE}=${person.token}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: cookie })).statusCode).toBe(200);
    expect((await scim('DELETE', `/Users/${person.user.id}`)).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: cookie })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: person.user.email, password: DEFAULT_PASSWORD } })).statusCode).toBe(403);
  });
});

describe('SCIM input it cannot use', () => {
  it('answers bad JSON, wrong types and content types with a SCIM error, never a 5xx', async () => {
    expectScimError(await scim('POST', '/Users', '{"userName": '), 400, 'invalidSyntax');
    expectScimError(await scim('POST', '/Users', '[]'), 400, 'invalidSyntax');
    expectScimError(await scim('POST', '/Users', '"bjensen@example.com"'), 400, 'invalidSyntax');
    expectScimError(await scim('POST', '/Users', ''), 400, 'invalidSyntax');
    expectScimError(await scim('POST', '/Users', { schemas: ['urn:example:Other'], userName: unique('x') }), 400, 'invalidSyntax');
    expectScimError(await scim('POST', '/Users', { schemas: [USER_SCHEMA] }), 400, 'invalidValue');
    expectScimError(await scim('POST', '/Users', { userName: 42 }), 400, 'invalidValue');
    expectScimError(await scim('POST', '/Users', { userName: unique('x'), active: 'sometimes' }), 400, 'invalidValue');
    expectScimError(await scim('POST', '/Users', { userName: unique('x'), name: 'Pat' }), 400, 'invalidValue');
    expectScimError(await scim('POST', '/Users', { userName: unique('x'), externalId: { id: 1 } }), 400, 'invalidValue');
    expectScimError(await scim('POST', '/Users', '<User><userName>x</userName></User>', { 'content-type': 'application/xml' }), 415);
    expectScimError(await scim('POST', '/Users', 'userName=x', { 'content-type': 'text/plain' }), 400, 'invalidSyntax');
    expectScimError(await scim('POST', '/Users', '{"__proto__": {"admin": true}, "userName": "p@example.com"}'), 400, 'invalidSyntax');
    // Unknown attributes are ignored, in any case.
    const odd = await scim('POST', '/Users', { USERNAME: unique('odd'), Name: { GivenName: 'Odd' }, favouriteColour: 'teal', is_admin: true });
    expect(odd.statusCode, odd.body).toBe(201);
    expect(odd.json().name.givenName).toBe('Odd');
    expect((await ctx.app.database.db.selectFrom('users').select('is_admin').where('id', '=', Number(odd.json().id)).executeTakeFirstOrThrow()).is_admin).toBe(0);
    // application/json is accepted as well.
    expect((await scim('GET', '/Users?count=1', undefined, { accept: 'application/json' })).statusCode).toBe(200);
  });

  it('answers arbitrary bodies to every write with anything but a 5xx', async () => {
    const target = await createScimUser();
    const anything = fc.anything({ maxDepth: 3, maxKeys: 5, withNullPrototype: false });
    const userLike = fc.record({ schemas: fc.oneof(fc.constant([USER_SCHEMA]), anything), userName: fc.oneof(fc.emailAddress(), anything), name: fc.oneof(fc.record({ givenName: anything, familyName: anything }), anything), active: anything, externalId: anything }, { requiredKeys: [] });
    const operation = fc.record({ op: fc.oneof(fc.constantFrom('add', 'replace', 'remove', 'Replace'), anything), path: fc.oneof(fc.constantFrom('active', 'userName', 'name.givenName', 'emails[type eq "work"].value', 'name[', 'meta', 'urn:x:y'), fc.string()), value: anything }, { requiredKeys: [] });
    const patchLike = fc.record({ schemas: fc.oneof(fc.constant([PATCH_OP]), anything), Operations: fc.oneof(fc.array(operation, { maxLength: 4 }), anything) }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(fc.oneof(userLike, anything), patchLike, async (user, patchBody) => {
        for (const res of [await scim('POST', '/Users', user), await scim('PUT', `/Users/${target.id}`, user), await scim('PATCH', `/Users/${target.id}`, patchBody)]) {
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body}`);
          expect(res.headers['content-type']).toMatch(/^application\/scim\+json/);
        }
      }),
      { numRuns: 60, seed: 32 },
    );
  });
});
