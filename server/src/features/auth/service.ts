import { hash, verify } from '@node-rs/argon2';
import type { Locale } from '@review/contract/locales';
import { LRUCache } from 'lru-cache';
import { SESSION_DAYS, type LoginBody, type RegisterBody } from '@review/contract/auth';
import type { Db } from '../../db/database.ts';
import type { WriteGeneration } from '../../db/write-generation.ts';
import { announceAlone, type Announce } from '../../domain-events/announce.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import { AppError, conflict, forbidden, invalid, unauthorized } from '../../errors.ts';
import { userActor, type AuditClient, type AuditContext } from '../audit/index.ts';
import { createSessionsRepository, createUsersRepository, type LiveSession, type UserRow } from './repository.ts';
import type { Throttle } from './throttle.ts';
import { createPublicId, createToken, hashToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_SEEN_EVERY_MS = 60 * 1000;
/** Enough for any real browser's header; a longer one is someone filling the table. */
const MAX_USER_AGENT = 512;
/** Sessions kept as read (SQLite): the signed-in people of a busy instance, at a few hundred bytes each. */
const KNOWN_SESSIONS = 10_000;

/** Who is signing in, as the request tells it. */
export interface SessionClient {
  ip: string;
  userAgent: string | undefined;
}

/** Where a sign-in came from, as the audit log keeps it. */
const auditClient = (client: SessionClient): AuditClient => ({ ip: client.ip, userAgent: client.userAgent?.slice(0, MAX_USER_AGENT) || null });
/** An account as its events name it. */
const accountOf = (user: UserRow) => ({ id: user.id, email: user.email });

/**
 * Whether an address may use a password at all: the sentence refusing it, or null. Single sign-on's
 * enforced domains (features/sso/password-rule.ts) refuse theirs; a domain is no secret, so the
 * refusal comes first, before any account is looked up.
 */
/** Why `email` may not use a password (its domain and the single sign-on button to use instead), or null. */
export type PasswordRule = (email: string) => { domain: string; button: string } | null;

/**
 * The stored hash of an account made by single sign-on: not an argon2 hash, so no password matches
 * it (verify throws, read as a mismatch). A password reset or the operator can still set one.
 */
export const NO_PASSWORD_HASH = '!none: signs in with single sign-on';
export const hasPassword = (user: { password_hash: string }) => user.password_hash !== NO_PASSWORD_HASH;

/** A hash to verify against when the e-mail is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hash('decoy-password-never-matches'));

/**
 * `writes`: on SQLite, a session read is used again while nothing was written since (db/write-generation.ts).
 * `passwordRule`: addresses that may not use a password (single sign-on's enforced domains).
 */
export function createAuthService(db: Db, throttle: Throttle, announce: Announce, writes?: WriteGeneration, passwordRule: PasswordRule = () => null) {
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const assertPasswordAllowed = (email: string) => {
    const refusal = passwordRule(email);
    if (refusal) throw forbidden('passwords_off_for_domain', refusal);
  };
  // Keyed by the token itself, so a session read since the last write costs no SHA-256: tokens stay in
  // this process's memory only, as they do in every request that carries one.
  const known = new LRUCache<string, { generation: number; session: LiveSession; expiresMs: number; seenMs: number }>({ max: KNOWN_SESSIONS });

  /**
   * A new session, announced by `signedIn` in its transaction. `ssoIdToken`: the provider's ID token
   * of a single sign-on, kept for its RP-initiated logout.
   */
  async function startSession(userId: number, client: SessionClient, signedIn: DomainEvent, ssoIdToken?: string) {
    const token = createToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
    await db.transaction().execute(async (trx) => {
      await createSessionsRepository(trx).insert({
        user_id: userId,
        token_hash: hashToken(token),
        public_id: createPublicId(),
        user_agent: client.userAgent?.slice(0, MAX_USER_AGENT) || null,
        ip: client.ip,
        last_seen_at: now.toISOString(),
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        sso_id_token: ssoIdToken ?? null,
      });
      await announce(trx, signedIn);
    });
    return { token, expiresAt };
  }

  return {
    /** A new session of the user, as a sign-in makes it (single sign-on starts its sessions here too). */
    startSession,

    /**
     * `locale`: the account's language, negotiated from the browser that signs up (else DEFAULT_LOCALE).
     * `announced`: the event of an account made for someone (the operator's), in the insert's transaction.
     */
    async register(body: RegisterBody, locale: Locale, announced?: (user: UserRow) => DomainEvent): Promise<UserRow> {
      assertPasswordAllowed(body.email);
      if (await users.findByEmail(body.email)) throw conflict('email_taken');
      const now = new Date().toISOString();
      // Hashed before the transaction: SQLite's one connection waits for nobody's argon2.
      const passwordHash = await hash(body.password);
      try {
        return await db.transaction().execute(async (trx) => {
          const user = await createUsersRepository(trx).insert({
            first_name: body.first_name,
            last_name: body.last_name,
            email: body.email,
            email_key: body.email.toLowerCase(),
            password_hash: passwordHash,
            avatar: null,
            locale,
            plan: 'starter',
            newsletter: body.newsletter ? 1 : 0,
            password_changed_at: now,
            created_at: now,
            updated_at: now,
          });
          if (announced) await announce(trx, announced(user));
          return user;
        });
      } catch (error) {
        // Two sign-ups with one address at once: the unique index decides, the loser gets the same answer.
        if (await users.findByEmail(body.email)) throw conflict('email_taken');
        throw error;
      }
    },

    /** Failures are counted per account and per IP (throttle.ts); a success clears the account's count. */
    async login(body: LoginBody, client: SessionClient) {
      const { ip } = client;
      assertPasswordAllowed(body.email);
      await throttle.assertAllowed('login', body.email, ip);
      const user = await users.findByEmail(body.email);
      const isMatch = await verify(user?.password_hash ?? (await getDecoyHash()), body.password).catch(() => false);
      if (!user || !isMatch) {
        await throttle.record('login', body.email, ip);
        // The address as typed: an unknown one is worth seeing too (someone trying addresses).
        const by = { actor: { userId: user?.id ?? null, label: body.email }, client: auditClient(client) };
        await announceAlone(db, announce, { type: 'session.sign_in_failed', by, user: user ? accountOf(user) : null, deactivated: false });
        throw unauthorized(user && !hasPassword(user) ? 'no_password_sso' : 'credentials_wrong');
      }
      // Told only to whoever knows the password: a stranger learns nothing about the account.
      if (user.deactivated_at) {
        const by = { actor: { userId: user.id, label: body.email }, client: auditClient(client) };
        await announceAlone(db, announce, { type: 'session.sign_in_failed', by, user: accountOf(user), deactivated: true });
        throw new AppError(403, 'account_deactivated');
      }
      await throttle.clearAccount('login', body.email);
      await sessions.deleteExpired(new Date().toISOString());
      const session = await startSession(user.id, client, { type: 'session.signed_in', by: { actor: userActor(user), client: auditClient(client) }, user: accountOf(user) });
      return { user, ...session };
    },

    /**
     * The live session of a token, its last use recorded at most once a minute so that the lookup
     * every request makes rarely writes.
     */
    async findSession(token: string, ip: string) {
      const nowMs = Date.now();
      const generation = writes?.current();
      const cached = generation === undefined ? undefined : known.get(token);
      // Read since the last write, not expired, its last use recorded within the minute: nothing to ask or write.
      if (cached && cached.generation === generation && cached.expiresMs > nowMs && cached.seenMs > nowMs - LAST_SEEN_EVERY_MS) return cached.session;
      const now = new Date(nowMs).toISOString();
      const session = await sessions.findByTokenHash(hashToken(token), now);
      if (!session) return undefined;
      const staleBefore = new Date(nowMs - LAST_SEEN_EVERY_MS).toISOString();
      // Awaited: it happens once a minute per session, and a write left running could outlive the
      // request and the database connection it needs (a closing app, a test's teardown).
      if (!session.lastSeenAt || session.lastSeenAt < staleBefore) {
        await sessions.touch(session.sessionId, ip, now, staleBefore);
      }
      // At the generation read before the query: the touch just made changes it, so the next request reads the session again.
      else if (generation !== undefined) known.set(token, { generation, session, expiresMs: Date.parse(session.expiresAt), seenMs: Date.parse(session.lastSeenAt) });
      return session;
    },

    async logout(user: UserRow, token: string, audit: AuditContext) {
      const ended = await db.transaction().execute(async (trx) => {
        const session = await createSessionsRepository(trx).deleteByTokenHash(hashToken(token));
        await announce(trx, { type: 'session.signed_out', by: audit, user: accountOf(user) });
        return session;
      });
      // The provider's ID token when the session came from single sign-on: the hint of its logout.
      return { ssoIdToken: ended?.sso_id_token ?? null };
    },

    /** The server's operator sets a password (npm run admin): every session of the user ends. */
    async setPassword(user: UserRow, password: string, by: AuditContext) {
      const now = new Date().toISOString();
      const passwordHash = await hash(password);
      await db.transaction().execute(async (trx) => {
        await createUsersRepository(trx).update(user.id, { password_hash: passwordHash, password_changed_at: now, updated_at: now });
        await createSessionsRepository(trx).deleteAllOfUser(user.id);
        await announce(trx, { type: 'operator.password_set', by, user: accountOf(user) });
      });
    },

    findUserByEmail: (email: string) => users.findByEmail(email),

    listUsers: () => users.listAll(),

    /** Checks the current password, stores the new one and ends every other session of the user. */
    async changePassword(user: UserRow, currentToken: string, currentPassword: string, newPassword: string, audit: AuditContext) {
      assertPasswordAllowed(user.email);
      if (!hasPassword(user)) throw invalid('no_password_sso', undefined, { current_password: 'no_password_sso' });
      const isMatch = await verify(user.password_hash, currentPassword).catch(() => false);
      if (!isMatch) throw invalid('current_password_wrong', undefined, { current_password: 'current_password_wrong' });
      const now = new Date().toISOString();
      const passwordHash = await hash(newPassword);
      await db.transaction().execute(async (trx) => {
        await createUsersRepository(trx).update(user.id, { password_hash: passwordHash, password_changed_at: now, updated_at: now });
        await createSessionsRepository(trx).deleteOthersOfUser(user.id, hashToken(currentToken));
        await announce(trx, { type: 'password.changed', by: audit, user: accountOf(user) });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
