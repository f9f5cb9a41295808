import { createRequire } from 'node:module';
import type { Locale } from '@review/contract/locales';

// Variation selectors only ask for text or emoji presentation: '❤' and '❤️' are one emoji.
const SELECTORS = /[\uFE0E\uFE0F]/g;

/** The skin tone modifiers' names: a toned emoji is named as Unicode names it, 'thumbs up: medium skin tone'. */
const TONES = new Map([
  ['\u{1F3FB}', 'light skin tone'],
  ['\u{1F3FC}', 'medium-light skin tone'],
  ['\u{1F3FD}', 'medium skin tone'],
  ['\u{1F3FE}', 'medium-dark skin tone'],
  ['\u{1F3FF}', 'dark skin tone'],
]);

/** Unicode's name of every emoji (unicode-emoji-json, from unicode.org's emoji-test.txt), read on first use. */
let names: Map<string, string> | undefined;
function namesOfEmoji(): Map<string, string> {
  names ??= new Map(
    Object.entries(createRequire(import.meta.url)('unicode-emoji-json') as Record<string, { name: string }>).map(([emoji, { name }]) => [emoji.replace(SELECTORS, ''), name]),
  );
  return names;
}

/**
 * A reaction in words, the same in the PDF report and the CSV export: a PDF font has no colour emoji,
 * and a name reads better on paper than a missing-glyph box. A reaction that is no emoji Unicode
 * names is kept as it was given.
 */
export function reactionName(reaction: string): string {
  const characters = [...reaction.replace(SELECTORS, '')];
  const name = namesOfEmoji().get(characters.filter((character) => !TONES.has(character)).join(''));
  if (!name) return reaction;
  const tones = [...new Set(characters.filter((character) => TONES.has(character)))].map((tone) => TONES.get(tone));
  return tones.length > 0 ? `${name}: ${tones.join(', ')}` : name;
}

/**
 * A comment's reactions as one line. In English by Unicode's names, 'thumbs up ×2, unicorn ×1' (the
 * CSV's, for the machines that read it, too); Unicode names emoji in English only, so other
 * languages get each emoji as drawn by the report's emoji font, listed as the language lists.
 */
export const reactionsText = (reactions: { emoji: string; count: number }[], locale: Locale) =>
  locale === 'en'
    ? reactions.map(({ emoji, count }) => `${reactionName(emoji)} ×${count}`).join(', ')
    : new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(reactions.map(({ emoji, count }) => `${emoji} ×${count}`));

/** Each emoji given to `commentId`, with how many gave it, in the order first given. */
export function countReactions(reactions: { comment_id: number; reaction: string }[], commentId: number): { emoji: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { comment_id, reaction } of reactions) if (comment_id === commentId) counts.set(reaction, (counts.get(reaction) ?? 0) + 1);
  return [...counts].map(([emoji, count]) => ({ emoji, count }));
}
