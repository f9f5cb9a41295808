import { useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { currentIntl, subscribeIntl } from './current-intl.ts';

/** The interface in the shown language: re-renders when show-language.ts has swapped the messages. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const intl = useSyncExternalStore(subscribeIntl, currentIntl);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
