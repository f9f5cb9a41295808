import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createPasswordRule } from './password-rule.ts';

/** The `OIDC_*` settings: optional as a group, and a bad value stops the start with a sentence naming it. */

const ISSUER = 'https://login.example.com/realms/staff';
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe('OIDC settings', () => {
  it('leaves single sign-on off when none is set', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
  });

  it('reads a confidential client, with the defaults filled in', () => {
    expect(loadConfig({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'review', OIDC_CLIENT_SECRET: 's3cret', OIDC_ENFORCE_DOMAINS: ' Example.com, example.org ,example.com' }).oidc).toEqual({
      issuer: ISSUER,
      clientId: 'review',
      clientSecret: 's3cret',
      tokenAuthMethod: 'client_secret_basic',
      buttonLabel: 'Sign in with SSO',
      enforcedDomains: ['example.com', 'example.org'],
    });
  });

  it('reads a public client (PKCE alone) and a label', () => {
    expect(loadConfig({ OIDC_ISSUER: 'http://localhost:8080', OIDC_CLIENT_ID: 'review', OIDC_BUTTON_LABEL: 'Sign in with Acme' }).oidc).toMatchObject({ clientSecret: undefined, tokenAuthMethod: 'none', buttonLabel: 'Sign in with Acme' });
  });

  it.each([
    [{ OIDC_ISSUER: ISSUER }, 'OIDC_CLIENT_ID: must be set with OIDC_ISSUER'],
    [{ OIDC_CLIENT_ID: 'review' }, 'OIDC_CLIENT_ID: is set, but OIDC_ISSUER is not'],
    [{ OIDC_ENFORCE_DOMAINS: 'example.com' }, 'OIDC_ENFORCE_DOMAINS: is set, but OIDC_ISSUER is not'],
    [{ OIDC_ISSUER: 'http://login.example.com', OIDC_CLIENT_ID: 'review' }, 'OIDC_ISSUER: must be the provider’s issuer URL, https://'],
    [{ OIDC_ISSUER: 'login.example.com', OIDC_CLIENT_ID: 'review' }, 'OIDC_ISSUER: must be'],
    [{ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'review', OIDC_ENFORCE_DOMAINS: 'example.com,@example.org' }, 'OIDC_ENFORCE_DOMAINS: must be e-mail domains separated by commas'],
    [{ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'review', OIDC_TOKEN_AUTH_METHOD: 'client_secret_post' }, 'OIDC_CLIENT_SECRET: must be set when OIDC_TOKEN_AUTH_METHOD is client_secret_post'],
    [{ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'review', OIDC_CLIENT_SECRET: 'x', OIDC_TOKEN_AUTH_METHOD: 'none' }, 'OIDC_TOKEN_AUTH_METHOD: is none (a public client), but OIDC_CLIENT_SECRET is set'],
    [{ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'review', OIDC_TOKEN_AUTH_METHOD: 'private_key_jwt' }, 'OIDC_TOKEN_AUTH_METHOD: must be one of client_secret_basic, client_secret_post, none'],
    [{ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'review', OIDC_BUTTON_LABEL: 'x'.repeat(61) }, 'OIDC_BUTTON_LABEL: must be at most 60 characters long'],
  ])('stops the start on %o', (env, sentence) => {
    expect(refusal(env)).toContain(sentence);
  });
});

describe('enforced domains', () => {
  const rule = createPasswordRule(loadConfig({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'review', OIDC_ENFORCE_DOMAINS: 'example.com' }).oidc);

  it('refuses passwords at the domain exactly, in any case', () => {
    // The values of the refusal's sentence (its English and translations live with its code).
    expect(rule('ada@Example.COM')).toEqual({ domain: 'example.com', button: 'Sign in with SSO' });
    expect(rule('ada@mail.example.com')).toBeNull();
    expect(rule('ada@example.com.evil.test')).toBeNull();
    expect(rule('ada@example.org')).toBeNull();
  });

  it('refuses nothing without single sign-on', () => {
    expect(createPasswordRule(undefined)('ada@example.com')).toBeNull();
  });
});
