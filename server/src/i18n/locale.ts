import { isLocale, negotiateLocale, parseAcceptLanguage, type Locale } from '@review/contract/locales';

/** A stored language tag as one of ours; null for none, or one this server no longer offers. */
export const readLocale = (stored: string | null | undefined): Locale | null => (isLocale(stored) ? stored : null);

/** The language of a request's `Accept-Language` (`pt-PT` reads `pt-BR`), else `fallback` (the server's DEFAULT_LOCALE). */
export const localeOfRequest = (acceptLanguage: string | undefined, fallback: Locale): Locale => negotiateLocale(parseAcceptLanguage(acceptLanguage)) ?? fallback;
