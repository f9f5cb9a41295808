import { describe, expect, it } from 'vitest';
import { imagePoint } from '@review/contract/geometry';
import { drawReducer, IDLE, type DrawState } from './draw-state.ts';

const run = (state: DrawState, ...actions: Parameters<typeof drawReducer>[1][]) => actions.reduce(drawReducer, state);

describe('drawReducer', () => {
  it('goes idle → drawing → awaiting a comment → idle', () => {
    const drawing = run(IDLE, { type: 'start', shape: 'pen', color: 'blue', point: imagePoint(1, 1) }, { type: 'move', point: imagePoint(20, 20), pixel: 1 });
    expect(drawing.phase).toBe('drawing');
    const awaiting = drawReducer(drawing, { type: 'end', pixel: 1 });
    expect(awaiting).toEqual({ phase: 'awaiting', draft: { shape: 'pen', color: 'blue', points: [imagePoint(1, 1), imagePoint(20, 20)] } });
    expect(drawReducer(awaiting, { type: 'discard' })).toBe(IDLE);
  });

  it('drops a rectangle that was only clicked', () => {
    expect(run(IDLE, { type: 'start', shape: 'rect', color: 'red', point: imagePoint(1, 1) }, { type: 'end', pixel: 1 })).toBe(IDLE);
  });

  it('keeps the pending mark when another drag starts', () => {
    const awaiting = run(IDLE, { type: 'start', shape: 'pen', color: 'red', point: imagePoint(1, 1) }, { type: 'end', pixel: 1 });
    expect(drawReducer(awaiting, { type: 'start', shape: 'pen', color: 'red', point: imagePoint(9, 9) })).toBe(awaiting);
    expect(drawReducer(IDLE, { type: 'move', point: imagePoint(3, 3), pixel: 1 })).toBe(IDLE);
  });

  it('recolours the mark being drawn or waiting, and nothing when idle', () => {
    const awaiting = run(IDLE, { type: 'start', shape: 'pen', color: 'red', point: imagePoint(1, 1) }, { type: 'move', point: imagePoint(20, 20), pixel: 1 }, { type: 'end', pixel: 1 });
    expect(drawReducer(awaiting, { type: 'recolor', color: 'green' })).toEqual({ phase: 'awaiting', draft: { shape: 'pen', color: 'green', points: [imagePoint(1, 1), imagePoint(20, 20)] } });
    expect(drawReducer(awaiting, { type: 'recolor', color: 'red' })).toBe(awaiting);
    expect(drawReducer(IDLE, { type: 'recolor', color: 'green' })).toBe(IDLE);
  });
});
