import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '@review/contract/locales';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import ja from './messages/ja.json' with { type: 'json' };
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import zhCN from './messages/zh-CN.json' with { type: 'json' };

/** The ids of the server's own sentences (e-mails), typed from the English catalog: a misspelt id fails the typecheck. */
export type MessageId = keyof typeof en;
/** A value may be a sentence of its own ('Ana (guest)'), written in the same language first. */
export type MessageValues = Record<string, string | number | Message>;

/** A sentence to be written in the reader's language once it is known (a notice told to several people). */
export interface Message {
  id: MessageId;
  values?: MessageValues;
}

/** Every catalog holds every English id (the typecheck says which one lacks any); catalogs.test.ts checks the ICU arguments. */
export const CATALOGS: Record<Locale, Record<MessageId, string>> = { en, de, fr, es, 'pt-BR': ptBR, it, ja, 'zh-CN': zhCN };

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** FormatJS's formatters for one language, made once: messages, dates, numbers and lists as that language writes them. */
export function intlOf(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: 'en', messages: CATALOGS[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** One sentence in `locale`. */
export function translate(locale: Locale, id: MessageId, values?: MessageValues): string {
  const written = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? translate(locale, value.id, value.values) : value]));
  return intlOf(locale).formatMessage({ id }, written);
}

/** A `Message` in `locale`. */
export const write = (locale: Locale, message: Message): string => translate(locale, message.id, message.values);
