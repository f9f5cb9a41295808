import type { QUICK_REACTIONS } from '@review/contract/comments';

/**
 * The quick reactions by their Unicode names: a PDF font has no colour emoji, and a name reads
 * better on paper than a missing-glyph box. Any other emoji keeps its character.
 */
const NAMES: Record<(typeof QUICK_REACTIONS)[number], string> = {
  '😀': 'grinning face',
  '😁': 'beaming face',
  '😂': 'tears of joy',
  '😉': 'winking face',
  '😍': 'heart eyes',
  '😘': 'blowing a kiss',
  '❤️': 'red heart',
  '🤮': 'vomiting face',
  '🤢': 'nauseated face',
  '😠': 'angry face',
  '😤': 'steam from nose',
  '🤯': 'exploding head',
  '🥺': 'pleading face',
  '🐶': 'dog face',
  '🐱': 'cat face',
  '🍕': 'pizza',
  '🍔': 'hamburger',
  '⚽': 'soccer ball',
  '🏀': 'basketball',
};

export const reactionName = (emoji: string) => NAMES[emoji as keyof typeof NAMES] ?? emoji;

/** Each emoji given to `commentId`, with how many gave it, in the order first given. */
export function countReactions(reactions: { comment_id: number; reaction: string }[], commentId: number): { emoji: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { comment_id, reaction } of reactions) if (comment_id === commentId) counts.set(reaction, (counts.get(reaction) ?? 0) + 1);
  return [...counts].map(([emoji, count]) => ({ emoji, count }));
}
