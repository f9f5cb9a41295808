import { isLocale } from '@review/contract/locales';
import type { User } from '@review/contract/user';
import { getLocale, setLocale } from '../../i18n/index.ts';

/**
 * The interface follows the signed-in account's language once the profile is known. It is remembered
 * in this browser, so the next visit (and the sign-in page after signing out) starts in it rather than
 * flashing the browser's language first. A pseudo-locale a tester chose (en-XA, ar-XB) stays: it is
 * there to look at every screen, the account's own among them.
 */
export function followAccountLocale(user: Pick<User, 'locale'>): void {
  if (!isLocale(getLocale())) return;
  setLocale(user.locale, { remember: true });
}
