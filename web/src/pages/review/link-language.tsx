import clsx from 'clsx';
import { useIntl } from 'react-intl';
import { LanguageSelect } from '../../i18n/language-select.tsx';
import type { Locale } from '@review/contract/locales';

export interface LinkLanguageProps {
  locale: Locale | null;
  onChange: (locale: Locale) => void;
  className?: string;
}

/** The page's language, chosen by the guest; a compact box, each language named in itself, so the label stays for screen readers. */
export function LinkLanguage({ locale, onChange, className }: LinkLanguageProps) {
  const intl = useIntl();
  return (
    <LanguageSelect
      label={intl.formatMessage({ id: 'review.language.label' })}
      value={locale}
      onChange={(next) => next && onChange(next)}
      className={clsx('w-auto [&_select]:h-8 [&_select]:w-auto [&>label]:sr-only', className)}
    />
  );
}
