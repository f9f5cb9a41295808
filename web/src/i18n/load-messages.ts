import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isLocale, type UiLocale } from '@review/contract/locales';

/** A catalog as the build hands it over: each message already parsed (web/precompiled-messages.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

/** One chunk per language (its index merges the namespaces), fetched only when that language is shown. */
const catalogs = import.meta.glob<Messages>('./messages/*/index.ts', { import: 'default' });

const loaded = new Map<UiLocale, Promise<Messages>>();

async function load(locale: UiLocale): Promise<Messages> {
  if (isLocale(locale)) return catalogs[`./messages/${locale}/index.ts`]!();
  const [english, { pseudoMessages }] = await Promise.all([catalogs['./messages/en/index.ts']!(), import('./pseudo-locale.ts')]);
  return pseudoMessages(locale, english);
}

/** The catalog of a language, fetched once; a failed fetch is forgotten so the next switch tries again. */
export function loadMessages(locale: UiLocale): Promise<Messages> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = load(locale);
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}
