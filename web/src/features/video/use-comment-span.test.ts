import { describe, expect, it } from 'vitest';
import { clockOf } from './frame-clock.ts';
import { spanOfState } from './use-comment-span.ts';

const clock = clockOf({ frame_rate: { num: 25, den: 1 }, frame_count: 200, duration_ms: 8000 });

describe('the frames a comment goes on', () => {
  it('takes the loop’s frames while the playhead is in the loop, unless the writer dropped the range', () => {
    const state = { clock, frame: 120, loop: { in: 100, out: 150 } };
    expect(spanOfState(state, false)).toEqual({ frame: 100, frameEnd: 150 });
    expect(spanOfState(state, true)).toEqual({ frame: 120, frameEnd: null });
  });

  it('reads a lone in point as a loop to the last frame', () => {
    expect(spanOfState({ clock, frame: 180, loop: { in: 150, out: null } }, false)).toEqual({ frame: 150, frameEnd: 199 });
  });
});
