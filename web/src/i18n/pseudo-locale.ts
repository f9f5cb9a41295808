import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { PseudoLocale } from '@review/contract/locales';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđéƒĝĥíĵķĺɱñöþǫŕšţüṽŵẋýžÀßÇÐÉƑĜĤÎĴĶĹṀÑÖÞǪŘŠŢÛṼŴẊÝŽ'][i]!]),
);

/**
 * en-XA: every letter accented and each word a third longer, so untranslated words and clipped boxes
 * stand out. The padding goes word by word, as longer languages lengthen their words: a sentence
 * still wraps between them on a phone instead of ending in one unbreakable run.
 */
function accentAndLengthen(text: string): string {
  return text.replace(/[a-z]+/gi, (word) => `${[...word].map((c) => ACCENTED[c]!).join('')}${'~'.repeat(Math.ceil(word.length / 3))}`);
}

/** ar-XB: the words written right to left, as a right-to-left script reads. */
const rightToLeft = (text: string): string => (text.trim() === '' ? text : `\u202e${text}\u202c`);

function transform(elements: MessageFormatElement[], literal: (text: string) => string): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: literal(element.value) };
      case TYPE.select:
      case TYPE.plural:
        return { ...element, options: Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: transform(option.value, literal) }])) };
      case TYPE.tag:
        return { ...element, children: transform(element.children, literal) };
      default:
        return element;
    }
  });
}

/**
 * A pseudo-locale's catalog, made from the English one (parsed at build time) when it is loaded: the
 * literal words change, the placeholders, plurals and tags stay, so the messages format exactly as
 * English does.
 */
export function pseudoMessages(locale: PseudoLocale, english: Record<string, MessageFormatElement[]>): Record<string, MessageFormatElement[]> {
  const literal = locale === 'en-XA' ? accentAndLengthen : rightToLeft;
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, transform(message, literal)]));
}
