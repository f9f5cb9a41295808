import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { hashToken } from './tokens.ts';

/** OWASP ASVS 2.2.1: attempts allowed per account in 15 minutes and per IP in an hour. */
export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
}

const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
const IP_WINDOW_MS = 60 * 60 * 1000;

export type AttemptKind = 'login' | 'reset' | 'link_password';

const tooMany = (retryMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  return new AppError(429, 'too_many_attempts', { params: { minutes }, retryAfterSeconds: Math.ceil(retryMs / 1000) });
};

/**
 * Counts attempts in the database, so limits hold across restarts and instances. An account is keyed
 * by a digest of its address whether or not the account exists, so the answer (and the work done) is
 * the same for a known and an unknown address.
 */
export function createThrottle(db: Db, limits: ThrottleLimits) {
  const accountKey = (email: string) => hashToken(email.trim().toLowerCase());

  /** The oldest attempt still inside the window once `limit` is reached, or undefined while under it. */
  async function blockingAttempt(kind: AttemptKind, scope: 'account' | 'ip' | 'link', key: string, limit: number, windowMs: number, now: number) {
    const rows = await db
      .selectFrom('auth_attempts')
      .select('created_at')
      .where('kind', '=', kind)
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('created_at', '>', new Date(now - windowMs).toISOString())
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.length >= limit ? rows[rows.length - 1] : undefined;
  }

  return {
    /** Throws 429, saying when to try again, once the account or the IP has used its attempts. */
    async assertAllowed(kind: AttemptKind, email: string, ip: string) {
      const now = Date.now();
      const account = await blockingAttempt(kind, 'account', accountKey(email), limits.perAccount, ACCOUNT_WINDOW_MS, now);
      if (account) throw tooMany(Date.parse(account.created_at) + ACCOUNT_WINDOW_MS - now);
      const address = await blockingAttempt(kind, 'ip', ip, limits.perIp, IP_WINDOW_MS, now);
      if (address) throw tooMany(Date.parse(address.created_at) + IP_WINDOW_MS - now);
    },

    async record(kind: AttemptKind, email: string, ip: string) {
      const at = new Date();
      await db
        .insertInto('auth_attempts')
        .values([
          { kind, scope: 'account', key: accountKey(email), created_at: at.toISOString() },
          { kind, scope: 'ip', key: ip, created_at: at.toISOString() },
        ])
        .execute();
      // Nothing older than the longest window is ever read again.
      await db.deleteFrom('auth_attempts').where('created_at', '<', new Date(at.getTime() - IP_WINDOW_MS).toISOString()).execute();
    },

    /**
     * Wrong passwords of one review link from one address: `limit` in `windowMs`, then 429. Per link
     * and address, so one guessing client locks out neither the link's other guests nor other links.
     */
    async assertLinkAllowed(linkId: number, ip: string, limit: number, windowMs: number) {
      const now = Date.now();
      const blocking = await blockingAttempt('link_password', 'link', `${linkId}:${ip}`, limit, windowMs, now);
      if (blocking) throw tooMany(Date.parse(blocking.created_at) + windowMs - now);
      // And an address guessing across many links is held back as one guessing across accounts is.
      const address = await blockingAttempt('link_password', 'ip', ip, limits.perIp, IP_WINDOW_MS, now);
      if (address) throw tooMany(Date.parse(address.created_at) + IP_WINDOW_MS - now);
    },

    recordLinkFailure: (linkId: number, ip: string) => {
      const at = new Date().toISOString();
      return db
        .insertInto('auth_attempts')
        .values([
          { kind: 'link_password', scope: 'link', key: `${linkId}:${ip}`, created_at: at },
          { kind: 'link_password', scope: 'ip', key: ip, created_at: at },
        ])
        .execute();
    },

    /** A successful sign-in starts the account's count afresh (the IP's count stays). */
    clearAccount: (kind: AttemptKind, email: string) =>
      db.deleteFrom('auth_attempts').where('kind', '=', kind).where('scope', '=', 'account').where('key', '=', accountKey(email)).execute(),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
