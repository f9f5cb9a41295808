import { verify } from '@node-rs/argon2';
import { invalid } from '../../errors.ts';
import type { GuestContext } from './guest-context.ts';

/** Wrong passwords one address may try on one link in a minute (then 429). */
const UNLOCK_TRIES = 5;
const UNLOCK_WINDOW_MS = 60_000;

/**
 * Checks a guest's password for a protected link; the proof to keep in a cookie, or null when the
 * link has no password. Wrong tries are limited per link and address.
 */
export async function unlockLink({ links, throttle, access }: GuestContext, token: string, password: string, ip: string) {
  const link = await links.findOpenLink(token);
  if (!link.password_hash) return null;
  await throttle.assertLinkAllowed(link.id, ip, UNLOCK_TRIES, UNLOCK_WINDOW_MS);
  if (!(await verify(link.password_hash, password))) {
    await throttle.recordLinkFailure(link.id, ip);
    throw invalid('link_password_wrong', undefined, { password: 'link_password_wrong' });
  }
  return { name: access.cookieName(link.id), ...access.issue(link) };
}
