import { describe, expect, it } from 'vitest';
import type { Comment } from '@review/contract/comments';
import { buildComment as buildPlainComment } from '../features/comments/test-factories.ts';
import { carryMarks, marksOf } from './marks.ts';

/** An annotation comment on variation 10, page 1, unless told otherwise. */
const buildComment = (overrides: Partial<Comment> & { id: number }): Comment =>
  buildPlainComment({ annotation: { shape: 'pen', color: 'red', starting_point: { x: 5, y: 6 }, path: [{ x: 5, y: 6 }, { x: 7, y: 8 }] }, ...overrides });

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

  it('numbers across the pages of a document, each mark keeping its page', () => {
    const marks = marksOf([buildComment({ id: 1, page: 3 }), buildComment({ id: 2 }), buildComment({ id: 3, page: 2 })], 10);
    expect(marks.map((mark) => [mark.number, mark.page])).toEqual([
      [1, 3],
      [2, 1],
      [3, 2],
    ]);
  });

  it('keeps the frames a video’s mark is drawn on', () => {
    const marks = marksOf([buildComment({ id: 1, frame: 40, frame_end: 52 }), buildComment({ id: 2, frame: 7 })], 10);
    expect(marks.map((mark) => [mark.frame, mark.frameEnd])).toEqual([
      [40, 52],
      [7, null],
    ]);
  });

  it('carries open marks to a differently sized version, on their page', () => {
    const marks = marksOf([buildComment({ id: 1, page: 2 }), buildComment({ id: 2, is_resolved: true })], 10);
    const carried = carryMarks(marks, { width: 100, height: 100 }, { width: 200, height: 50 });
    expect(carried).toHaveLength(1);
    expect(carried[0]!.page).toBe(2);
    expect(carried[0]!.start).toEqual({ x: 10, y: 3 });
    expect(carried[0]!.path[1]).toEqual({ x: 14, y: 4 });
  });
});
