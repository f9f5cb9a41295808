import type { Locale } from '@review/contract/locales';

/**
 * The locale dates are formatted in for a language: English keeps the day-month order its e-mails
 * have always had ('Wed 11 Mar', en-GB); every other language is its own.
 */
export const dateLocale = (locale: Locale): string => (locale === 'en' ? 'en-GB' : locale);
