import type { Locale } from '@review/contract/locales';
import type { SsoCallbackQuery } from '@review/contract/sso';
import type { Db } from '../../db/database.ts';
import type { AuthService } from '../auth/index.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { userActor, type RequestClient } from '../audit/index.ts';
import { exchangeCode } from './exchange-code.ts';
import type { OidcProvider } from './provider.ts';
import { createSsoRepository } from './repository.ts';
import { resolveAccount } from './resolve-account.ts';
import { LOGIN_EXPIRED, providerRefusal, SsoFailure } from './sso-failure.ts';

export interface FinishDeps {
  db: Db;
  announce: Announce;
  provider: OidcProvider;
  auth: AuthService;
  redirectUri: string;
  publicUrl: string;
  buttonLabel: string;
}

/** The provider's redirect back, as it arrived. */
export interface CallbackInput {
  query: SsoCallbackQuery;
  /** The query string exactly as received (`?code=…&state=…`), for openid-client's checks. */
  search: string;
  /** The state the browser's cookie holds: the sign-in this browser started, if any. */
  browserState: string | undefined;
  /** The language of the browser coming back (its Accept-Language, else DEFAULT_LOCALE): a new account's. */
  locale: Locale;
}

/**
 * The pending sign-in the callback names, taken once. It must be the one this browser started (its
 * cookie), so a callback URL made with someone else's sign-in (login CSRF) is refused; and it must
 * not have expired. Only then is the provider's own error text shown.
 */
async function takePendingLogin(db: Db, { query, browserState }: CallbackInput) {
  const state = query.state;
  if (!state || state !== browserState) {
    throw query.error ? new SsoFailure('The identity provider refused the sign-in. Please sign in again.', 'provider_error') : new SsoFailure(LOGIN_EXPIRED, 'state');
  }
  const pending = await createSsoRepository(db).takeLogin(state);
  if (!pending || pending.expires_at <= new Date().toISOString()) throw new SsoFailure(LOGIN_EXPIRED, 'state');
  if (query.error) throw providerRefusal(query.error, query.error_description);
  return pending;
}

/**
 * Finishes a sign-in: the pending row taken, the code exchanged and checked, the account found,
 * linked or made (resolve-account.ts), and a session started as a password sign-in starts one, with
 * the ID token kept for logout. Throws an SsoFailure a person can read; the route records it.
 */
export async function finishLogin(deps: FinishDeps, input: CallbackInput, client: RequestClient) {
  const pending = await takePendingLogin(deps.db, input);
  const identity = await exchangeCode(deps, pending, input.search);
  const { user, outcome } = await resolveAccount(deps.db, { identity, client, announce: deps.announce, buttonLabel: deps.buttonLabel, publicUrl: deps.publicUrl, locale: input.locale });
  const signedIn = { type: 'session.signed_in_by_sso', by: { actor: userActor(user), client }, user: { id: user.id, email: user.email }, issuer: identity.issuer, outcome } as const;
  const session = await deps.auth.startSession(user.id, { ip: client.ip, userAgent: client.userAgent ?? undefined }, signedIn, identity.idToken);
  return { user, ...session, returnTo: pending.return_to ?? '/' };
}
