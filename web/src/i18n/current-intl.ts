import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { UiLocale } from '@review/contract/locales';
import type { Messages } from './load-messages.ts';
import type { MessageId } from './message-ids.ts';

const cache = createIntlCache();
let current: IntlShape | undefined;
const listeners = new Set<() => void>();

/** Reports a message missing from the catalog in development; the user sees its id rather than nothing. */
function onError(error: Error): void {
  if (import.meta.env.DEV) console.warn(error.message);
}

/** The intl object for a language and its catalog, shared by the provider and code outside React. */
export function makeIntl(locale: UiLocale, messages: Messages): IntlShape {
  // A catalog is checked against the English ids by catalogs.test.ts, not by its type.
  current = createIntl({ locale, messages: messages as Record<MessageId, Messages[string]>, onError }, cache);
  for (const listener of listeners) listener();
  return current;
}

export function subscribeIntl(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For code outside components (toasts from a mutation, formatters): the language the interface is in now. */
export function currentIntl(): IntlShape {
  if (!current) throw new Error('currentIntl() before the first catalog was loaded (main.tsx loads it before rendering)');
  return current;
}

/** The tag to format dates, numbers and sizes with: the shown language's (`en` as `en-US`, the spec's own dates). */
export function formattingLocale(): string {
  const locale = current?.locale ?? 'en';
  return locale === 'en' ? 'en-US' : locale;
}
