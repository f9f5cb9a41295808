import { describe, expect, it } from 'vitest';
import { QUICK_REACTIONS } from '@review/contract/comments';
import { emojiFileName } from './emoji-file.ts';

describe('emojiFileName', () => {
  it("names an emoji's picture by its code points, as emoji-datasource does", () => {
    expect(emojiFileName('😀')).toBe('1f600');
    expect(emojiFileName('❤️')).toBe('2764-fe0f');
    expect(emojiFileName('👍🏽')).toBe('1f44d-1f3fd');
    expect(QUICK_REACTIONS.map(emojiFileName)).toContain('26bd');
  });
});
