import { describe, expect, it } from 'vitest';
import { numberAnnotations } from './annotation-numbers.ts';
import { buildComment } from './test-factories.ts';

const drawn = { shape: 'pen' as const, color: 'red', starting_point: { x: 1, y: 1 }, path: [{ x: 1, y: 1 }] };

describe('numberAnnotations', () => {
  it('numbers annotations per variation in the order they were made, resolved ones included', () => {
    const comments = [
      buildComment({ id: 4, annotation: drawn, variation: { id: 10, label: '1A' } }),
      buildComment({ id: 2, annotation: drawn, variation: { id: 10, label: '1A' }, is_resolved: true }),
      buildComment({ id: 3, annotation: null, variation: { id: 10, label: '1A' } }),
      buildComment({ id: 5, annotation: drawn, variation: { id: 11, label: '1B' } }),
    ];
    expect([...numberAnnotations(comments)].sort(([a], [b]) => a - b)).toEqual([
      [2, 1],
      [4, 2],
      [5, 1],
    ]);
  });

  it('gives replies and plain comments no number', () => {
    const comments = [buildComment({ id: 1, annotation: null }), buildComment({ id: 2, annotation: drawn, parent_id: '1' })];
    expect(numberAnnotations(comments).size).toBe(0);
  });
});
