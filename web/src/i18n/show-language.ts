import type { UiLocale } from '@review/contract/locales';
import { applyToDocument, getLocale, subscribeLocale } from './locale-store.ts';
import { loadPart, type CatalogPart } from './load-messages.ts';
import { makeIntl } from './current-intl.ts';

/**
 * Puts the interface in the store's language: fetches its catalog (the core part, and the rest once any
 * screen has asked for it) and only then swaps the messages, so a switch never shows an id.
 */
let wantsEverything = false;
let shown: { locale: UiLocale; everything: boolean } | undefined;
let latest = 0;

async function show(locale: UiLocale): Promise<void> {
  const everything = wantsEverything;
  if (shown && shown.locale === locale && (shown.everything || !everything)) return;
  const ticket = ++latest;
  const wanted: CatalogPart[] = everything ? ['core', 'more'] : ['core'];
  const messages = Object.assign({}, ...(await Promise.all(wanted.map((part) => loadPart(locale, part)))));
  // A later switch (or a later request for everything) has already taken over.
  if (ticket !== latest) return;
  makeIntl(locale, messages);
  shown = { locale, everything };
}

/** Before the first render (main.tsx): the language's first screens; English when its chunk cannot be had. */
export async function startLanguage(): Promise<void> {
  const locale = getLocale();
  applyToDocument(locale);
  subscribeLocale(() => void show(getLocale()).catch(() => undefined));
  await show(locale).catch(() => show('en'));
}

/** Every message of the shown language: awaited by the screens beyond the first (router.tsx), fetched early when the browser is idle. */
export async function ensureEveryMessage(): Promise<void> {
  wantsEverything = true;
  await show(getLocale());
}
