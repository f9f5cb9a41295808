import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@review/contract/notifications';

/** What a link turns off: one kind, every kind the user gets in digests, or the morning e-mail of reviews due. */
export type UnsubscribeScope = NotificationKind | 'digest' | 'due_digest';

const SCOPES = new Set<string>([...NOTIFICATION_KINDS, 'digest', 'due_digest']);

/**
 * `<user id>.<scope>.<signature>`: a link in an e-mail that works without signing in (RFC 8058
 * one-click), for that user and that scope only. It does not expire: an old e-mail's link still works.
 */
export function createUnsubscribeTokens(secret: string) {
  const sign = (userId: number, scope: string) => createHmac('sha256', secret).update(`unsubscribe:${userId}:${scope}`).digest('base64url').slice(0, 32);
  return {
    create: (userId: number, scope: UnsubscribeScope) => `${userId}.${scope}.${sign(userId, scope)}`,
    /** The user and scope of a genuine token; null for anything else. */
    read(token: string): { userId: number; scope: UnsubscribeScope } | null {
      const match = /^(\d{1,12})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!match || !SCOPES.has(match[2]!)) return null;
      const userId = Number(match[1]);
      const expected = Buffer.from(sign(userId, match[2]!));
      const given = Buffer.from(match[3]!);
      return timingSafeEqual(expected, given) ? { userId, scope: match[2] as UnsubscribeScope } : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
