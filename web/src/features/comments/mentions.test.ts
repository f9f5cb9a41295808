import { describe, expect, it } from 'vitest';
import { findMentionQuery, insertMention, matchPeople, mentionedIds } from './mentions.ts';

const people = [
  { id: 2, name: 'Grace Hopper', email: 'grace@example.test', avatar: null },
  { id: 3, name: 'Alan Turing', email: 'alan@example.test', avatar: null },
];

describe('findMentionQuery', () => {
  it('finds the @word typed just before the caret', () => {
    expect(findMentionQuery('Ask @gra', 8)).toEqual({ start: 4, query: 'gra' });
    expect(findMentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(findMentionQuery('Ask @Grace Ho', 13)).toEqual({ start: 4, query: 'Grace Ho' });
  });

  it('ignores e-mail addresses, other lines and text after the caret', () => {
    expect(findMentionQuery('mail ada@example.test', 21)).toBeNull();
    expect(findMentionQuery('@grace\nnext', 11)).toBeNull();
    expect(findMentionQuery('no mention @x', 3)).toBeNull();
  });
});

describe('matchPeople', () => {
  it('matches the start of the full name or of any word of it, ignoring case', () => {
    expect(matchPeople(people, 'tur').map((p) => p.id)).toEqual([3]);
    expect(matchPeople(people, 'grace h').map((p) => p.id)).toEqual([2]);
    expect(matchPeople(people, '').map((p) => p.id)).toEqual([2, 3]);
    expect(matchPeople(people, 'zz')).toEqual([]);
  });
});

describe('insertMention and mentionedIds', () => {
  it('replaces the query with @First Last and puts the caret after it', () => {
    const result = insertMention('Ask @gr about it', { start: 4, query: 'gr' }, people[0]!);
    expect(result).toEqual({ text: 'Ask @Grace Hopper about it', caret: 18 });
  });

  it('keeps only the people still named in the final text', () => {
    expect(mentionedIds('Thanks @Alan Turing!', people)).toEqual([3]);
    expect(mentionedIds('Thanks Alan Turing', people)).toEqual([]);
  });
});
