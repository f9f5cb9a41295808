import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a right password opens a link in that browser before it is asked again. */
const UNLOCK_MS = 12 * 60 * 60_000;

interface ProtectedLink {
  id: number;
  password_hash: string | null;
}

const GUEST_COOKIE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const signaturesMatch = (expected: string, given: string) => timingSafeEqual(Buffer.from(expected), Buffer.from(given));

/**
 * Proof that this browser gave a link's password: `<until>.<signature>` in an httpOnly cookie of
 * that link. The signature covers the password's hash, so changing the password locks out every
 * browser that had the old one.
 */
export function createLinkAccess(secret: string) {
  const sign = (link: ProtectedLink, until: number) => createHmac('sha256', secret).update(`unlock:${link.id}:${until}:${link.password_hash ?? ''}`).digest('base64url');

  const signGuest = (linkId: number, key: string) => createHmac('sha256', secret).update(`guest:${linkId}:${key}`).digest('base64url');

  return {
    cookieName: (linkId: number) => `review_unlock_${linkId}`,
    /** Whether a link viewed once in this browser session was counted already. */
    seenCookieName: (linkId: number) => `review_seen_${linkId}`,

    issue(link: ProtectedLink) {
      const until = Date.now() + UNLOCK_MS;
      return { value: `${until}.${sign(link, until)}`, expires: new Date(until) };
    },

    /** Whether these cookies open the link: always for a link without a password. */
    holds(link: ProtectedLink, cookies: Record<string, string | undefined>): boolean {
      if (!link.password_hash) return true;
      const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(cookies[`review_unlock_${link.id}`] ?? '');
      if (!match) return false;
      const until = Number(match[1]);
      if (until < Date.now()) return false;
      return signaturesMatch(sign(link, until), match[2]!);
    },

    /**
     * The guest cookie of a link: `<key>.<signature>`, where the key is random and marks the comments
     * this browser writes, so it (and no one else) may edit or delete them.
     */
    guestCookieName: (linkId: number) => `review_guest_${linkId}`,

    issueGuest(linkId: number) {
      const key = randomBytes(16).toString('base64url');
      return { key, value: `${key}.${signGuest(linkId, key)}` };
    },

    /** The key of this browser's guest cookie for the link, when it holds a genuine one. */
    guestKey(linkId: number, cookies: Record<string, string | undefined>): string | null {
      const match = GUEST_COOKIE.exec(cookies[`review_guest_${linkId}`] ?? '');
      return match && signaturesMatch(signGuest(linkId, match[1]!), match[2]!) ? match[1]! : null;
    },
  };
}

export type LinkAccess = ReturnType<typeof createLinkAccess>;
