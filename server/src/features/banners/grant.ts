import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_SECONDS = 86_400;

/**
 * A banner's path carries its own key, because the page in the iframe is sandboxed (an opaque
 * origin): its requests for its own files carry neither the session cookie nor a review link's
 * token. Whoever may see the variation is handed the key with its `media`; it is an HMAC of the
 * variation and an expiry under a secret kept with the banner's row, and lasts until the end of the
 * next UTC day, so a reply cached for the day (the read cache's revisions hold the UTC day) always
 * names a live key, and a key given to a guest whose link is then revoked dies within two days.
 */
const mac = (secret: string, variationId: number, expires: number) => createHmac('sha256', secret).update(`${variationId}.${expires}`).digest('base64url').slice(0, 32);

export function signGrant(secret: string, variationId: number, now = Date.now()): string {
  const expires = (Math.floor(now / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
  return `${expires}.${mac(secret, variationId, expires)}`;
}

export function grantIsValid(grant: string, secret: string, variationId: number, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([\w-]{32})$/.exec(grant);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(mac(secret, variationId, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
