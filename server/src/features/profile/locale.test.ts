import { beforeAll, describe, expect, it } from 'vitest';
import { LINK_PASSWORD_REQUIRED } from '@review/contract/sharing';
import { ConfigError, loadConfig } from '../../config.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildRegisterBody, buildUser, type SignedInUser } from '../../test/factories.ts';
import { guestBrowser } from '../../test/guest-browser.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

const ctx = useTestApp();
const LANGUAGE_REFUSED = 'Language must be one of: en, de, fr, es, pt-BR, it, ja, zh-CN';

const call = (person: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload && { payload }) });

describe("the account's language", () => {
  it('is negotiated from the browser at sign-up (pt-PT reads pt-BR), else DEFAULT_LOCALE', async () => {
    const portuguese = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.5' }, payload: buildRegisterBody() });
    expect(portuguese.statusCode).toBe(201);
    expect(portuguese.json().data.locale).toBe('pt-BR');
    const stored = await ctx.app.database.db.selectFrom('users').select('locale').where('id', '=', portuguese.json().data.id).executeTakeFirstOrThrow();
    expect(stored.locale).toBe('pt-BR');

    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { 'accept-language': 'sv-SE, zh-TW;q=0.8' }, payload: buildRegisterBody() });
    expect(unknown.json().data.locale).toBe('en');

    expect(loadConfig({}).defaultLocale).toBe('en');
    expect(loadConfig({ DEFAULT_LOCALE: 'ja' }).defaultLocale).toBe('ja');
    expect(() => loadConfig({ DEFAULT_LOCALE: 'xx' })).toThrow(ConfigError);
  });

  it('is shown by GET /profile and changed by PUT /profile/update, alone or with the names', async () => {
    const person = await buildUser(ctx.app, { first_name: 'Lena', last_name: 'Koch' });
    expect((await call(person, 'GET', '/profile')).json()).toMatchObject({ locale: 'en', data: { locale: 'en' } });

    const alone = await call(person, 'PUT', '/profile/update', { locale: 'de' });
    expect(alone.statusCode).toBe(200);
    expect(alone.json().data).toMatchObject({ locale: 'de', first_name: 'Lena', last_name: 'Koch' });
    const both = await call(person, 'PUT', '/profile/update', { first_name: 'Lene', last_name: 'Koch', locale: 'zh-CN' });
    expect(both.json().data).toMatchObject({ locale: 'zh-CN', first_name: 'Lene' });
    const namesOnly = await call(person, 'PUT', '/profile/update', { first_name: 'Lena', last_name: 'Koch' });
    expect(namesOnly.json().data).toMatchObject({ locale: 'zh-CN', first_name: 'Lena' });
    expect((await call(person, 'GET', '/profile')).json()).toMatchObject({ locale: 'zh-CN', data: { locale: 'zh-CN' } });
  });

  it('refuses a language it does not offer, half the names, or nothing at all, with the reason, and changes nothing', async () => {
    const person = await buildUser(ctx.app);
    const unknown = await call(person, 'PUT', '/profile/update', { locale: 'xx' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: LANGUAGE_REFUSED, errors: { locale: LANGUAGE_REFUSED } });
    const half = await call(person, 'PUT', '/profile/update', { first_name: 'Solo', locale: 'fr' });
    expect(half.statusCode).toBe(422);
    expect(half.json().message).toBe('Last name is required');
    const empty = await call(person, 'PUT', '/profile/update', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('First name is required');
    expect((await call(person, 'GET', '/profile')).json()).toMatchObject({ locale: 'en', first_name: person.user.first_name });
  });
});

describe("a review link's language", () => {
  let owner: SignedInUser;
  let assetId: number;
  beforeAll(async () => {
    owner = await buildUser(ctx.app);
    assetId = (await buildUploadedAsset(ctx.app, owner, await buildProject(ctx.app, owner, 'Lookbook'), 'cover.png')).id;
  });

  it('is kept on create, update and list, and told to guests on the open page and on a refusal alike', async () => {
    const created = await call(owner, 'POST', `/assets/${assetId}/share-links`, { locale: 'ja' });
    expect(created.statusCode).toBe(201);
    const link = created.json().data;
    expect(link.locale).toBe('ja');
    const token = (link.link as string).split('/review/')[1]!;
    const guest = guestBrowser(ctx.app);
    expect((await guest.request('GET', `/api/v1/public/reviews/${token}`)).json().data.locale).toBe('ja');
    expect((await guest.request('GET', `/api/v1/public/reviews/${token}/page`)).json().data).toMatchObject({ state: 'open', review: { locale: 'ja' } });

    const locked = await call(owner, 'PUT', `/share-links/${link.id}`, { locale: 'it', password: 'blue-sky' });
    expect(locked.json().data).toMatchObject({ locale: 'it', has_password: true });
    expect((await guestBrowser(ctx.app).request('GET', `/api/v1/public/reviews/${token}/page`)).json().data).toEqual({ state: 'password_required', message: LINK_PASSWORD_REQUIRED, locale: 'it' });

    expect((await call(owner, 'PUT', `/share-links/${link.id}`, { locale: null })).json().data.locale).toBeNull();
    expect((await call(owner, 'GET', `/assets/${assetId}/share-links`)).json().data.find((each: { id: number }) => each.id === link.id).locale).toBeNull();
  });

  it('refuses a language it does not offer', async () => {
    const refused = await call(owner, 'POST', `/assets/${assetId}/share-links`, { locale: 'xx' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(LANGUAGE_REFUSED);
  });
});
