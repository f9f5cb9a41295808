import { describe, expect, it } from 'vitest';
import { groupStages, previousStagesOf } from './stage-groups.ts';

const stage = (id: number, position: number) => ({ id, position });

describe('groupStages', () => {
  it('makes one step per position, in order, stages of a position side by side', () => {
    const list = [stage(4, 3), stage(1, 1), stage(2, 2), stage(3, 2)];
    expect(groupStages(list)).toEqual([
      { position: 1, stages: [stage(1, 1)] },
      { position: 2, stages: [stage(2, 2), stage(3, 2)] },
      { position: 3, stages: [stage(4, 3)] },
    ]);
  });

  it('gives a single-stage review one step', () => {
    expect(groupStages([stage(1, 1)])).toEqual([{ position: 1, stages: [stage(1, 1)] }]);
  });
});

describe('previousStagesOf', () => {
  it('is every stage at the nearest lower position, even across a gap', () => {
    const list = [stage(1, 1), stage(2, 3), stage(3, 3), stage(4, 5)];
    expect(previousStagesOf(stage(4, 5), list)).toEqual([stage(2, 3), stage(3, 3)]);
    expect(previousStagesOf(stage(2, 3), list)).toEqual([stage(1, 1)]);
    expect(previousStagesOf(stage(1, 1), list)).toEqual([]);
  });
});
