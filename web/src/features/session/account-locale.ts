import { isLocale } from '@review/contract/locales';
import type { User } from '@review/contract/user';
import { getLocale, setLocale } from '../../i18n/index.ts';

/**
 * `Accept-Language` for a sign-up: the language the page is shown in first (perhaps chosen with the
 * switcher, unlike the browser's own header), then the browser's. The server keeps the first of ours
 * as the new account's language, so the account starts in the language its owner signed up in.
 */
export function signUpLanguages(): string {
  return [getLocale(), ...navigator.languages].join(', ');
}

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
