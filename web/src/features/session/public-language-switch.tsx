import { useIntl } from 'react-intl';
import { isLocale } from '@review/contract/locales';
import { LanguageSelect } from '../../i18n/language-select.tsx';
import { setLocale } from '../../i18n/index.ts';

/**
 * The language of the pages before sign-in (login, sign-up, password reset, invitation), in the page's
 * top corner: whoever opens them can read them in their own language, and the choice is kept in this
 * browser. Once signed in, the account's language takes over.
 */
export function PublicLanguageSwitch() {
  const intl = useIntl();
  return (
    <LanguageSelect
      label={intl.formatMessage({ id: 'shell.language.label' })}
      value={isLocale(intl.locale) ? intl.locale : null}
      onChange={(locale) => locale && setLocale(locale, { remember: true })}
      className="absolute top-3 end-3 w-40 [&>label]:sr-only"
    />
  );
}
