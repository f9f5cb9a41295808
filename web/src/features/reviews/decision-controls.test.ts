import { describe, expect, it } from 'vitest';
import { buildStage } from '../stages/test-factories.ts';
import { decisionControlsOf } from './decision-controls.ts';
import { buildReview, buildReviewer } from './test-factories.ts';

const review = buildReview();
const stage = buildStage({ id: 1, name: 'Review', reviewers: [buildReviewer({ user_id: 7, decision: 'changes_requested' }), buildReviewer({ user_id: 8 })] });

describe('decisionControlsOf', () => {
  it('lets a reviewer decide on the newest version, knowing their current decision', () => {
    expect(decisionControlsOf(review, [stage], 7, 20)).toEqual({ kind: 'decide', versionId: 20, choices: [{ stageId: 1, name: 'Review', current: 'changes_requested', lock: false }] });
    expect(decisionControlsOf(review, [stage], 8, undefined)).toMatchObject({ kind: 'decide', choices: [{ stageId: 1, current: 'pending' }] });
  });

  it('points a reviewer looking at an older version to the newest', () => {
    expect(decisionControlsOf(review, [stage], 7, 10)).toEqual({ kind: 'older', newestVersionId: 20, newestVersion: 2 });
  });

  it('offers nothing to someone who is not a reviewer, or before any version', () => {
    expect(decisionControlsOf(review, [stage], 9, 20)).toEqual({ kind: 'none' });
    expect(decisionControlsOf({ version: null, version_id: null }, [stage], 7, undefined)).toEqual({ kind: 'none' });
  });

  it('still takes a change of mind in a stage with its outcome, unless it locked or the review moved on from it', () => {
    expect(decisionControlsOf(review, [buildStage({ ...stage, state: 'approved' })], 7, 20)).toMatchObject({ kind: 'decide' });
    expect(decisionControlsOf(review, [buildStage({ ...stage, state: 'approved', lock: true, locked: true, accepts_decisions: false })], 7, 20)).toEqual({ kind: 'none' });
    const client = buildStage({ ...stage, id: 2, name: 'Client', position: 2 });
    expect(decisionControlsOf(review, [buildStage({ ...stage, state: 'approved', accepts_decisions: false }), client], 7, 20)).toMatchObject({ kind: 'decide', choices: [{ name: 'Client' }] });
  });

  it('leaves out stages that wait, and stages whose round is about an older version', () => {
    const waiting = buildStage({ ...stage, id: 2, position: 2, state: 'waiting', version_id: null, version: null, accepts_decisions: false });
    const older = buildStage({ ...stage, id: 3, state: 'approved', version_id: 10, version: 1, accepts_decisions: false });
    expect(decisionControlsOf(review, [waiting, older], 7, 20)).toEqual({ kind: 'none' });
  });

  it('offers every open stage the reviewer sits in, in the stages’ order', () => {
    const client = buildStage({ ...stage, id: 2, name: 'Client', position: 2, lock: true });
    const legal = buildStage({ ...stage, id: 3, name: 'Legal', position: 2 });
    const controls = decisionControlsOf(review, [legal, client, stage], 8, 20);
    expect(controls.kind === 'decide' && controls.choices.map((choice) => [choice.name, choice.lock])).toEqual([
      ['Review', false],
      ['Legal', false],
      ['Client', true],
    ]);
  });
});
