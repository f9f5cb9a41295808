import type { Locale } from '@review/contract/locales';
import { ACCOUNT_DEACTIVATED } from '@review/contract/auth';
import type { Db } from '../../db/database.ts';
import { createAccount, findAccountByEmail, NO_PASSWORD_HASH, type UserRow } from '../auth/index.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { userActor, type AuditClient } from '../audit/index.ts';
import type { ProviderIdentity } from './exchange-code.ts';
import { queueLinkNotice } from './link-notice.ts';
import { createSsoRepository } from './repository.ts';
import { SsoFailure } from './sso-failure.ts';

/** How the identity found its account: linked before, linked now by its verified address, or a new account. */
export type AccountOutcome = 'signed_in' | 'linked' | 'created';

const NO_EMAIL = 'Your identity provider did not share your e-mail address, so this server cannot sign you in. Ask your administrator to share it with this application.';
const UNVERIFIED =
  'Your identity provider has not verified your e-mail address, so this server cannot use it to sign you in. Ask your administrator to verify it at the provider.';
const ALREADY_LINKED =
  'The account with your e-mail address is already linked to another sign-in at your identity provider, so it was not linked to this one. Ask your administrator.';

export interface ResolveOptions {
  identity: ProviderIdentity;
  client: AuditClient;
  announce: Announce;
  buttonLabel: string;
  publicUrl: string;
  /** A new account's language. */
  locale: Locale;
}

function refuseDeactivated(user: UserRow): UserRow {
  if (user.deactivated_at) throw new SsoFailure(ACCOUNT_DEACTIVATED, 'deactivated', { email: user.email });
  return user;
}

/** A new account's names: the given and family names, else the full name split, else the address's local part. */
export function namesOf(identity: Pick<ProviderIdentity, 'givenName' | 'familyName' | 'name' | 'email'>): { first: string; last: string } {
  const words = identity.name?.split(' ') ?? [];
  const fromName = words.length > 1 ? { first: words.slice(0, -1).join(' '), last: words.at(-1)! } : { first: identity.name, last: null };
  const localPart = identity.email?.split('@')[0]?.slice(0, 100) || 'New user';
  return {
    first: identity.givenName ?? fromName.first ?? localPart,
    last: identity.familyName ?? (identity.givenName ? '' : (fromName.last ?? '')),
  };
}

/**
 * The account an identity signs in to:
 * 1. the one it is linked to (issuer + subject), whatever its address says now;
 * 2. else, only when the provider says the address is verified, the account holding that address:
 *    linked now, recorded (`auth.sso_linked`) and told to its owner by e-mail, never silently; an
 *    account already linked to another subject of this issuer is not taken over;
 * 3. else a new account on that address, with no password (`NO_PASSWORD_HASH`).
 * An unverified or missing address is never linked nor used. A deactivated account is refused.
 */
export async function resolveAccount(db: Db, options: ResolveOptions): Promise<{ user: UserRow; outcome: AccountOutcome }> {
  const { identity } = options;
  const linked = await createSsoRepository(db).findLinkedUser(identity.issuer, identity.subject);
  if (linked) return { user: refuseDeactivated(linked), outcome: 'signed_in' };
  if (!identity.email) throw new SsoFailure(NO_EMAIL, 'no_email');
  if (!identity.emailVerified) throw new SsoFailure(UNVERIFIED, 'unverified_email', { email: identity.email });
  try {
    return await db.transaction().execute((trx) => linkOrCreate(trx, options, identity.email!));
  } catch (error) {
    if (error instanceof SsoFailure) throw error;
    // Two first sign-ins of one person at once: the unique indexes let one through, and the other
    // finds the link it made.
    const made = await createSsoRepository(db).findLinkedUser(identity.issuer, identity.subject);
    if (made) return { user: refuseDeactivated(made), outcome: 'signed_in' };
    throw error;
  }
}

async function linkOrCreate(trx: Db, { identity, client, announce, buttonLabel, publicUrl, locale }: ResolveOptions, email: string): Promise<{ user: UserRow; outcome: AccountOutcome }> {
  const identities = createSsoRepository(trx);
  const now = new Date();
  const existing = await findAccountByEmail(trx, email);
  if (existing) {
    refuseDeactivated(existing);
    if (await identities.hasIdentityAt(existing.id, identity.issuer)) throw new SsoFailure(ALREADY_LINKED, 'already_linked', { email });
    await identities.insertIdentity(existing.id, identity.issuer, identity.subject, now.toISOString());
    await announce(trx, { type: 'sso.identity_linked', by: { actor: userActor(existing), client }, user: { id: existing.id, email: existing.email }, issuer: identity.issuer, subject: identity.subject });
    await queueLinkNotice(trx, existing, { issuer: identity.issuer, buttonLabel, publicUrl, at: now });
    return { user: existing, outcome: 'linked' };
  }
  const names = namesOf(identity);
  const user = await createAccount(trx, {
    first_name: names.first,
    last_name: names.last,
    email,
    email_key: email.toLowerCase(),
    password_hash: NO_PASSWORD_HASH,
    avatar: null,
    plan: 'starter',
    newsletter: 0,
    locale,
    password_changed_at: now.toISOString(),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  await identities.insertIdentity(user.id, identity.issuer, identity.subject, now.toISOString());
  return { user, outcome: 'created' };
}
