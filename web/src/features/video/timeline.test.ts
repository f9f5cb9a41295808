import { describe, expect, it } from 'vitest';
import { buildComment } from '../comments/test-factories.ts';
import { frameAtPosition, framePosition, timelineMarkers } from './timeline.ts';

const options = { lastFrame: 100, showResolved: false, selectedId: null, numbers: new Map([[3, 1]]), authorOf: () => 'Ada Lovelace' };

describe('timeline positions', () => {
  it('puts the first frame at the left edge and the last at the right', () => {
    expect(framePosition(0, 100)).toBe(0);
    expect(framePosition(50, 100)).toBe(0.5);
    expect(framePosition(100, 100)).toBe(1);
    expect(framePosition(0, 0)).toBe(0);
  });

  it('finds the nearest frame under a place, kept on the video', () => {
    expect(frameAtPosition(0.504, 100)).toBe(50);
    expect(frameAtPosition(0.506, 100)).toBe(51);
    expect(frameAtPosition(-1, 100)).toBe(0);
    expect(frameAtPosition(2, 100)).toBe(100);
    for (let frame = 0; frame <= 100; frame += 1) expect(frameAtPosition(framePosition(frame, 100), 100)).toBe(frame);
  });
});

describe('timeline markers', () => {
  const comments = [
    buildComment({ id: 1, frame: 80, frame_end: null }),
    buildComment({ id: 2, frame: null, frame_end: null }),
    buildComment({ id: 3, frame: 10, frame_end: 30 }),
    buildComment({ id: 4, frame: 20, frame_end: null, is_resolved: true }),
    buildComment({ id: 5, frame: 20, frame_end: null, variation: { id: 11, label: '1B' } }),
    buildComment({ id: 6, frame: 20, frame_end: null, parent_id: '1' }),
  ];

  it('shows this variation’s threads on a frame or a range, in frame order, with their drawing’s number', () => {
    const markers = timelineMarkers(comments, 10, options);
    expect(markers.map((marker) => marker.commentId)).toEqual([3, 1]);
    expect(markers[0]).toMatchObject({ span: { frame: 10, frameEnd: 30 }, start: 0.1, end: 0.3, number: 1 });
    expect(markers[1]).toMatchObject({ span: { frame: 80, frameEnd: null }, start: 0.8, end: null, number: undefined });
  });

  it('shows resolved threads when asked, or the selected one', () => {
    expect(timelineMarkers(comments, 10, { ...options, showResolved: true }).map((marker) => marker.commentId)).toEqual([3, 4, 1]);
    expect(timelineMarkers(comments, 10, { ...options, selectedId: 4 }).map((marker) => marker.commentId)).toEqual([3, 4, 1]);
  });
});
