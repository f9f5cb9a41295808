import { describe, expect, it } from 'vitest';
import type { Comment } from '@review/contract/comments';
import { carryMarks, marksOf } from './marks.ts';

function buildComment(overrides: Partial<Comment> & { id: number }): Comment {
  return {
    content: '',
    parent_id: null,
    is_resolved: false,
    created_at: '2024-07-01T00:00:00Z',
    updated_at: '2024-07-01T00:00:00Z',
    user: null,
    guest: null,
    asset_id: 1,
    version: { id: 1, version: 1 },
    variation: { id: 10, label: '1A' },
    attachment: [],
    reactions: [],
    annotation: { shape: 'pen', color: 'red', starting_point: { x: 5, y: 6 }, path: [{ x: 5, y: 6 }, { x: 7, y: 8 }] },
    resolved_by: null,
    resolved_at: null,
    resolved_version: null,
    mentions: [],
    replies: [],
    ...overrides,
  };
}

describe('marksOf', () => {
  it('numbers the annotations of one variation in the order they were made, resolved ones included', () => {
    const comments = [
      buildComment({ id: 4 }),
      buildComment({ id: 2, is_resolved: true }),
      buildComment({ id: 3, annotation: null }),
      buildComment({ id: 5, parent_id: '4' }),
      buildComment({ id: 6, variation: { id: 11, label: '1B' } }),
      buildComment({ id: 7 }),
    ];
    expect(marksOf(comments, 10).map((mark) => [mark.commentId, mark.number, mark.isResolved])).toEqual([
      [2, 1, true],
      [4, 2, false],
      [7, 3, false],
    ]);
  });

  it('carries open marks to a differently sized version', () => {
    const marks = marksOf([buildComment({ id: 1 }), buildComment({ id: 2, is_resolved: true })], 10);
    const carried = carryMarks(marks, { width: 100, height: 100 }, { width: 200, height: 50 });
    expect(carried).toHaveLength(1);
    expect(carried[0]!.start).toEqual({ x: 10, y: 3 });
    expect(carried[0]!.path[1]).toEqual({ x: 14, y: 4 });
  });
});
