import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import { groupReactions } from './group-reactions.ts';
import { buildReaction } from './test-factories.ts';

beforeAll(useEnglishInTests);

describe('groupReactions', () => {
  it('groups by emoji in first-given order, counts, names who gave it and marks the viewer’s own', () => {
    const reactions = [buildReaction(1, '😀', 2), buildReaction(2, '❤️', 1, 'Ada Lovelace'), buildReaction(3, '😀', 1, 'Ada Lovelace')];
    expect(groupReactions(reactions, 1)).toEqual([
      { emoji: '😀', count: 2, names: ['Grace Hopper', 'You'], isMine: true },
      { emoji: '❤️', count: 1, names: ['You'], isMine: true },
    ]);
    expect(groupReactions(reactions, 9)[0]).toMatchObject({ isMine: false, names: ['Grace Hopper', 'Ada Lovelace'] });
  });
});
