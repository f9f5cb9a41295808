import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@review/contract/locales';

const files = import.meta.glob<Record<string, string>>('./messages/*/*.json', { eager: true, import: 'default' });
const namespaces = Object.keys(files)
  .filter((file) => file.startsWith('./messages/en/'))
  .map((file) => file.slice('./messages/en/'.length, -'.json'.length));

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

describe.each(namespaces)('the %s messages', (namespace) => {
  const english = files[`./messages/en/${namespace}.json`]!;

  it('are prefixed with their namespace, so two namespaces never share an id', () => {
    for (const id of Object.keys(english)) expect(id.startsWith(`${namespace}.`), id).toBe(true);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('exist in %s, each with the arguments of the English', (locale) => {
    const translated = files[`./messages/${locale}/${namespace}.json`];
    expect(translated, `messages/${locale}/${namespace}.json`).toBeDefined();
    expect(Object.keys(translated!).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(english)) {
      expect(sorted(signature(parse(translated![id]!))), `${locale} ${id}`).toEqual(sorted(signature(parse(message))));
    }
  });

  it('say something in every language: none is left empty', () => {
    for (const locale of LOCALES) {
      for (const [id, message] of Object.entries(files[`./messages/${locale}/${namespace}.json`] ?? {})) expect(message.trim(), `${locale} ${id}`).not.toBe('');
    }
  });
});
