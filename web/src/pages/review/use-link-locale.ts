import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLocale, isUiLocale, type Locale, type UiLocale } from '@review/contract/locales';
import { getLocale, setLocale, subscribeLocale } from '../../i18n/index.ts';
import { sessionKey } from '../../features/session/use-session.ts';

/** One key per link: a guest reading one client's link in Japanese may read another's in its own default. */
export const linkLocaleKey = (token: string) => `review.locale.${token}`;

/**
 * The language kept in this browser for the whole app (locale-store.ts's key): the account's,
 * remembered at sign-in, or one chosen on a page before signing in.
 */
const APP_CHOICE_KEY = 'review.locale';

function stored(key: string): UiLocale | undefined {
  try {
    const value = localStorage.getItem(key);
    return isUiLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language of a review link's page: the guest's own choice for this link (kept in this browser),
 * else the link's default, else the browser's (what the app started in). Whoever already has a language
 * of their own in this browser keeps it unless they choose on the page: a signed-in member (their
 * account's, also in a fresh tab, where it is remembered) or someone who chose one on another of our
 * pages; a tester's pseudo-locale stays too. Leaving the page gives the app back the language it had.
 */
export function useLinkLocale(token: string, linkLocale: Locale | null | undefined) {
  const queryClient = useQueryClient();
  const locale = useSyncExternalStore(subscribeLocale, getLocale);

  useEffect(() => {
    const before = getLocale();
    return () => setLocale(before);
  }, [token]);

  useEffect(() => {
    const chosen = stored(linkLocaleKey(token));
    if (chosen) return setLocale(chosen);
    const hasOwnLanguage = queryClient.getQueryData(sessionKey) !== undefined || stored(APP_CHOICE_KEY) !== undefined;
    if (linkLocale && !hasOwnLanguage && isLocale(getLocale())) setLocale(linkLocale);
  }, [token, linkLocale, queryClient]);

  const choose = (next: Locale) => {
    try {
      localStorage.setItem(linkLocaleKey(token), next);
    } catch {
      // storage refused (private mode): the choice lasts while the page is open
    }
    setLocale(next);
  };
  return { locale: isLocale(locale) ? locale : null, choose };
}
