import { describe, expect, it } from 'vitest';
import { patchComment } from './patch-comments.ts';
import { buildComment } from './test-factories.ts';

describe('patchComment', () => {
  it('changes a reply both in the flat list and inside its parent', () => {
    const reply = buildComment({ id: 2, parent_id: '1', content: 'old' });
    const list = [buildComment({ id: 1, replies: [reply] }), reply];
    const next = patchComment(list, 2, (comment) => ({ ...comment, content: 'new' }))!;
    expect(next[0]!.replies[0]!.content).toBe('new');
    expect(next[1]!.content).toBe('new');
    expect(next[0]).not.toBe(list[0]);
  });

  it('leaves other comments as they were', () => {
    const list = [buildComment({ id: 1 }), buildComment({ id: 3 })];
    const next = patchComment(list, 3, (comment) => ({ ...comment, is_resolved: true }))!;
    expect(next[0]).toBe(list[0]);
    expect(next[1]!.is_resolved).toBe(true);
  });
});
