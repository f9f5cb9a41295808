import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@review/contract/locales';
import { SelectField, type SelectFieldProps } from '../ui/select-field.tsx';

interface LanguageSelectProps extends Omit<SelectFieldProps, 'children' | 'value' | 'onChange'> {
  value: Locale | null;
  onChange: (locale: Locale | null) => void;
  /** The option meaning "no language of its own" (a link whose guests each get their browser's); left out, a language must be chosen. */
  noneLabel?: string;
}

/** Our languages, each named in itself (a reader finds their own whatever the page is in). */
export function LanguageSelect({ value, onChange, noneLabel, ...props }: LanguageSelectProps) {
  return (
    <SelectField {...props} value={value ?? ''} onChange={(event) => onChange(isLocale(event.target.value) ? event.target.value : null)}>
      {noneLabel !== undefined && <option value="">{noneLabel}</option>}
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </SelectField>
  );
}
