import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isLocale, type UiLocale } from '@review/contract/locales';

/** A catalog as the build hands it over: each message already parsed (web/precompiled-messages.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

/**
 * A language's messages in two chunks: `core`, what the first screens say (dashboard, top bar, sign-in),
 * and `more`, the rest. Splitting keeps the dashboard's first load within its budget.
 */
export type CatalogPart = 'core' | 'more';

const parts: Record<CatalogPart, Record<string, () => Promise<Messages>>> = {
  core: import.meta.glob<Messages>('./messages/*/core.ts', { import: 'default' }),
  more: import.meta.glob<Messages>('./messages/*/more.ts', { import: 'default' }),
};

const loaded = new Map<string, Promise<Messages>>();

async function load(locale: UiLocale, part: CatalogPart): Promise<Messages> {
  if (isLocale(locale)) return parts[part][`./messages/${locale}/${part}.ts`]!();
  const [english, { pseudoMessages }] = await Promise.all([parts[part]['./messages/en/' + part + '.ts']!(), import('./pseudo-locale.ts')]);
  return pseudoMessages(locale, english);
}

/** One part of a language's catalog, fetched once; a failed fetch is forgotten so the next try fetches again. */
export function loadPart(locale: UiLocale, part: CatalogPart): Promise<Messages> {
  const key = `${locale} ${part}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = load(locale, part);
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}
