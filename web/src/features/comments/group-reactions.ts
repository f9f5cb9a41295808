import type { Reaction } from '@review/contract/comments';
import { currentIntl } from '../../i18n/index.ts';

export interface ReactionGroup {
  emoji: string;
  count: number;
  /** Who gave it, in the order they did. */
  names: string[];
  /** Whether the signed-in user is among them. */
  isMine: boolean;
}

/** A comment's reactions grouped by emoji, in the order each emoji was first given. */
export function groupReactions(reactions: readonly Reaction[], userId: number): ReactionGroup[] {
  const groups = new Map<string, ReactionGroup>();
  for (const reaction of reactions) {
    const group = groups.get(reaction.reaction) ?? { emoji: reaction.reaction, count: 0, names: [], isMine: false };
    group.count += 1;
    group.names.push(reaction.user_id === userId ? currentIntl().formatMessage({ id: 'review.reactions.you' }) : `${reaction.user.first_name} ${reaction.user.last_name}`.trim());
    group.isMine ||= reaction.user_id === userId;
    groups.set(reaction.reaction, group);
  }
  return [...groups.values()];
}
