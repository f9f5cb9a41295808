import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { getLocale, subscribeLocale } from './locale-store.ts';
import { loadMessages } from './load-messages.ts';
import { makeIntl } from './current-intl.ts';

/**
 * The interface in the chosen language. The first catalog is loaded before the app renders (main.tsx);
 * on a switch the page keeps its old language until the new catalog has arrived, then re-renders once.
 */
export function I18nProvider({ initial, children }: { initial: IntlShape; children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, getLocale);
  const [intl, setIntl] = useState(initial);
  useEffect(() => {
    if (intl.locale === locale) return;
    let cancelled = false;
    loadMessages(locale).then(
      (messages) => !cancelled && setIntl(makeIntl(locale, messages)),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [locale, intl.locale]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
