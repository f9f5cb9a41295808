import { isRightToLeft, isUiLocale, negotiateLocale, type UiLocale } from '@review/contract/locales';

/**
 * The interface's language, outside React too (formatters, toasts): the account's choice once the
 * profile is known, a guest's choice on a review link, else the browser's first language we have,
 * else English. `review.locale` in localStorage holds a choice made before sign-in or by a tester
 * (the pseudo-locales are chosen only that way).
 */
const STORAGE_KEY = 'review.locale';
const listeners = new Set<() => void>();

function storedChoice(): UiLocale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isUiLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language to start in, before any profile or link is known. */
export function initialLocale(): UiLocale {
  return storedChoice() ?? negotiateLocale(navigator.languages ?? [navigator.language]) ?? 'en';
}

let current: UiLocale = initialLocale();

export const getLocale = (): UiLocale => current;

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switch the interface's language; `remember` keeps it in this browser for the next visit. */
export function setLocale(locale: UiLocale, { remember = false } = {}): void {
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // storage refused (private mode): the choice lasts for this page only
    }
  }
  if (locale === current) return;
  current = locale;
  applyToDocument(locale);
  for (const listener of listeners) listener();
}

/** `lang` for screen readers, fonts and hyphenation; `dir` mirrors the layout for right-to-left scripts. */
export function applyToDocument(locale: UiLocale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}
