import * as oidc from 'openid-client';
import type { Db } from '../../db/database.ts';
import type { OidcProvider } from './provider.ts';
import { createSsoRepository } from './repository.ts';

/** How long a sign-in may take at the provider before its pending row is worthless. */
export const LOGIN_MINUTES = 10;
/** What is asked of the provider: the ID token, the address (and whether it is verified) and the names. */
const SCOPE = 'openid email profile';

/** A path of this site only: one leading slash, never `//host` or `/\host`, no control characters. */
export function safeReturnTo(value: string | undefined): string | null {
  return value && value.length <= 2048 && /^\/(?![/\\])/.test(value) && !/\p{Cc}/u.test(value) ? value : null;
}

/**
 * Begins a sign-in: a fresh state, nonce and PKCE verifier kept as a pending row (so any instance
 * can finish it) for `LOGIN_MINUTES`, and the provider's authorization URL to send the browser to.
 * `state` is also what the browser keeps in its cookie, binding the sign-in to it.
 */
export async function startLogin({ db, provider, redirectUri }: { db: Db; provider: OidcProvider; redirectUri: string }, returnTo: string | undefined) {
  const configuration = await provider.configuration();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = new Date();
  const logins = createSsoRepository(db);
  await logins.deleteExpiredLogins(now.toISOString());
  await logins.insertLogin({
    state,
    nonce,
    code_verifier: codeVerifier,
    return_to: safeReturnTo(returnTo),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LOGIN_MINUTES * 60_000).toISOString(),
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, state };
}
