import './message-ids.ts';

export { I18nProvider } from './i18n-provider.tsx';
export { currentIntl } from './current-intl.ts';
export { ensureEveryMessage, startLanguage } from './show-language.ts';
export { getLocale, setLocale, subscribeLocale } from './locale-store.ts';
export type { MessageId } from './message-ids.ts';
