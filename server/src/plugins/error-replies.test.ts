import { describe, expect, it } from 'vitest';
import { buildRegisterBody } from '../test/factories.ts';
import { useTestApp } from '../test/build-test-app.ts';

const ctx = useTestApp();

const login = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody.here@example.com', password: 'not-the-password' }, headers });

describe('error replies in the caller’s language', () => {
  it('answer a refusal in German for Accept-Language: de, with the same status and code as in English', async () => {
    const english = await login();
    const german = await login({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ message: 'These credentials do not match our records.', code: 'credentials_wrong' });
    expect(german.statusCode).toBe(401);
    expect(german.json()).toEqual({ message: 'Diese Anmeldedaten stimmen nicht mit unseren Daten überein.', code: 'credentials_wrong' });
  });

  it('carry the values a sentence names in params, formatted into the translated sentence', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Keine Route für GET /api/v1/no-such-thing.', code: 'route_not_found', params: { method: 'GET', path: '/api/v1/no-such-thing' } });
  });

  it('give the framework’s own refusals a code of ours and a translated sentence', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json', 'accept-language': 'ja' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'リクエスト本文が有効な JSON ではありません。', code: 'request_not_json' });
  });

  it('translate the contract’s field sentences of a schema refusal, keeping validation_failed', async () => {
    const payload = { ...buildRegisterBody(), first_name: '' };
    const german = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, headers: { 'accept-language': 'de' } });
    expect(german.statusCode).toBe(422);
    expect(german.json()).toMatchObject({ message: 'Vorname ist erforderlich', code: 'validation_failed', errors: { first_name: 'Vorname ist erforderlich' } });
    const english = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
    expect(english.json()).toMatchObject({ message: 'First name is required', code: 'validation_failed', errors: { first_name: 'First name is required' } });
  });

  it('answer in English for a language we do not have, or an Accept-Language that is no language at all', async () => {
    for (const header of ['sv-SE, nb;q=0.8', '*', 'not a tag;;q=x']) {
      const res = await login({ 'accept-language': header });
      expect(res.json(), header).toEqual({ message: 'These credentials do not match our records.', code: 'credentials_wrong' });
    }
  });
});
