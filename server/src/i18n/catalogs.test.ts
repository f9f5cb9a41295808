import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@review/contract/locales';
import { CATALOGS, translate } from './messages.ts';

/** What a message needs from its caller: each argument with its kind, and each rich-text tag. */
function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(`${element.value}`);
    else if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) into.add(`${element.value}:${TYPE[element.type]}`);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`${element.value}:${TYPE[element.type]}`);
      for (const option of Object.values(element.options)) signature(option.value, into);
    } else if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      signature(element.children, into);
    }
  }
  return into;
}

const sorted = (set: Set<string>) => [...set].sort();
const english = CATALOGS.en;

describe("the server's e-mail messages", () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('exist in %s, each with the arguments of the English and something to say', (locale) => {
    const translated: Record<string, string> = CATALOGS[locale];
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(english)) {
      expect(translated[id]!.trim(), `${locale} ${id}`).not.toBe('');
      expect(sorted(signature(parse(translated[id]!))), `${locale} ${id}`).toEqual(sorted(signature(parse(message))));
    }
  });

  it('write plurals and nested sentences in the language asked for', () => {
    expect(translate('en', 'mail.digest.headline', { count: 1 })).toBe('1 update since your last digest');
    expect(translate('de', 'mail.digest.headline', { count: 3 })).toBe('3 Neuigkeiten seit Ihrer letzten Zusammenfassung');
    expect(translate('fr', 'mail.notice.replied', { actor: { id: 'mail.notice.guest', values: { name: 'Zoé' } }, asset: 'Affiche' })).toBe('Zoé (invité) a répondu à votre commentaire sur Affiche');
  });
});
