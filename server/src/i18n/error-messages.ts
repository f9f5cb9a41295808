import { createIntl, type IntlShape } from '@formatjs/intl';
import { codeOfSentence, ERROR_CODES, type ErrorCode, type ErrorParams } from '@review/contract/errors';
import type { Locale } from '@review/contract/locales';
import de from './errors/de.json' with { type: 'json' };
import es from './errors/es.json' with { type: 'json' };
import fr from './errors/fr.json' with { type: 'json' };
import it from './errors/it.json' with { type: 'json' };
import ja from './errors/ja.json' with { type: 'json' };
import ptBR from './errors/pt-BR.json' with { type: 'json' };
import zhCN from './errors/zh-CN.json' with { type: 'json' };

/** The sentence of every error code in each language; English is the contract's, which every other is translated from. */
export const ERROR_CATALOGS: Record<Locale, Record<ErrorCode, string>> = { en: ERROR_CODES, de, fr, es, 'pt-BR': ptBR, it, ja, 'zh-CN': zhCN };

const intls = new Map<Locale, IntlShape>();
const intlOf = (locale: Locale) => {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: ERROR_CATALOGS[locale] });
    intls.set(locale, intl);
  }
  return intl;
};

/** The sentence of `code` with its values, in `locale` (English, the API's own language, by default). */
export const formatError = (code: ErrorCode, params: ErrorParams | undefined, locale: Locale = 'en'): string => intlOf(locale).formatMessage({ id: code }, params);

/** A schema's English sentence in `locale` when it is one of ours; anything else (a parser's own words) stays as it is. */
export function translateSentence(sentence: string, locale: Locale): string {
  const code = locale === 'en' ? undefined : codeOfSentence(sentence);
  return code ? formatError(code, undefined, locale) : sentence;
}
