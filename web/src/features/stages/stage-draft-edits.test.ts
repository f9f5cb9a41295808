import { describe, expect, it } from 'vitest';
import { addStage, isInFirstStep, moveStage, removeStage, updateStage } from './stage-draft-edits.ts';
import { draftOfStages } from './stage-draft.ts';
import { buildStage, buildStageList } from './test-factories.ts';

const { stages } = draftOfStages(
  buildStageList([
    buildStage({ id: 1, name: 'Internal' }),
    buildStage({ id: 2, name: 'Client', position: 2, start: 'previous_approved' }),
    buildStage({ id: 3, name: 'Legal', position: 2, start: 'previous_approved' }),
  ]),
);
const summary = (list: typeof stages) => list.map((stage) => `${stage.name}${stage.isParallel ? ' ∥' : ''} ${stage.start}`);

describe('stage list edits', () => {
  it('adds a stage at the end that starts once the previous one is approved', () => {
    const next = addStage(stages);
    expect(next).toHaveLength(4);
    expect(next[3]).toMatchObject({ id: undefined, name: '', isParallel: false, start: 'previous_approved', reviewers: [], rule: 'all', deadlineKind: 'none' });
    expect(next[3]!.key).not.toBe(addStage(stages)[3]!.key);
  });

  it('moves a stage with its settings; the new first stage loses what needs a previous one', () => {
    expect(summary(moveStage(stages, 1, -1))).toEqual(['Client upload', 'Internal upload', 'Legal ∥ upload']);
    expect(summary(moveStage(stages, 0, -1))).toEqual(summary(stages));
    expect(summary(moveStage(stages, 2, 1))).toEqual(summary(stages));
  });

  it('removes a stage and keeps the rest valid', () => {
    expect(summary(removeStage(stages, 0))).toEqual(['Client upload', 'Legal ∥ upload']);
    expect(summary(removeStage(stages, 2))).toEqual(['Internal upload', 'Client previous_approved']);
  });

  it('updates one stage; running the second beside the first makes it start with the upload', () => {
    expect(summary(updateStage(stages, 1, { isParallel: true }))).toEqual(['Internal upload', 'Client ∥ upload', 'Legal ∥ upload']);
    expect(updateStage(stages, 2, { name: 'Legal team' })[2]!.name).toBe('Legal team');
  });

  it('starts stages side by side the same way, as the server requires', () => {
    const atNine = updateStage(stages, 1, { start: 'at', startAt: '2026-12-01T09:00' });
    expect(summary(atNine)).toEqual(['Internal upload', 'Client at', 'Legal ∥ at']);
    expect(atNine[2]!.startAt).toBe('2026-12-01T09:00');
    expect(summary(updateStage(stages, 2, { isParallel: false, start: 'manual' }))).toEqual(['Internal upload', 'Client previous_approved', 'Legal manual']);
  });

  it('tells the first step apart', () => {
    expect([0, 1, 2].map((index) => isInFirstStep(stages, index))).toEqual([true, false, false]);
  });
});
