import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import { buildReviewer } from '../reviews/test-factories.ts';
import { bodyOfStages, draftOfStages, findDraftProblem, positionsOf, type StagesDraft } from './stage-draft.ts';
import { buildStage, buildStageList } from './test-factories.ts';

beforeAll(useEnglishInTests);

const internal = buildStage({ id: 1, name: 'Internal', reviewers: [buildReviewer({ user_id: 3, first_name: 'Grace', last_name: 'Hopper', required: true })], deadline: '2026-12-01' });
const client = buildStage({ id: 2, name: 'Client', position: 2, state: 'waiting', start: 'previous_approved', deadline_days: 5, lock: true });
const legal = buildStage({ id: 3, name: 'Legal', position: 2, state: 'waiting', start: 'previous_approved', private: true, guests: true });
const launch = buildStage({ id: 4, name: 'Launch', position: 3, state: 'waiting', start: 'at', start_at: '2026-12-01T09:00:00.000Z' });

describe('draftOfStages', () => {
  it('reads the stages in order, a stage sharing the previous position as parallel', () => {
    const draft = draftOfStages(buildStageList([client, internal, legal], { restart_from: 'changes' }));
    expect(draft.restartFrom).toBe('changes');
    expect(draft.stages.map((stage) => [stage.name, stage.isParallel])).toEqual([
      ['Internal', false],
      ['Client', false],
      ['Legal', true],
    ]);
    expect(draft.stages[0]).toMatchObject({ id: 1, deadlineKind: 'date', deadline: '2026-12-01', reviewers: [{ user_id: 3, name: 'Grace Hopper', required: true }] });
  });

  it('keeps business days as days, not the day the server counted from them', () => {
    const running = { ...client, state: 'running' as const, deadline: '2026-12-08' };
    expect(draftOfStages(buildStageList([internal, running])).stages[1]).toMatchObject({ deadlineKind: 'days', deadlineDays: '5', deadline: '' });
  });
});

describe('bodyOfStages', () => {
  it('round-trips the list into the PUT body, with positions and ids', () => {
    const body = bodyOfStages(draftOfStages(buildStageList([internal, client, legal, launch], { restart_from: 'changes' })));
    expect(body.restart_from).toBe('changes');
    expect(body.stages).toEqual([
      { id: 1, name: 'Internal', position: 1, rule: 'all', deadline: '2026-12-01', deadline_days: null, start: 'upload', start_at: null, lock: false, private: false, guests: false, reviewers: [{ user_id: 3, required: true }] },
      { id: 2, name: 'Client', position: 2, rule: 'all', deadline: null, deadline_days: 5, start: 'previous_approved', start_at: null, lock: true, private: false, guests: false, reviewers: [] },
      { id: 3, name: 'Legal', position: 2, rule: 'all', deadline: null, deadline_days: null, start: 'previous_approved', start_at: null, lock: false, private: true, guests: true, reviewers: [] },
      { id: 4, name: 'Launch', position: 3, rule: 'all', deadline: null, deadline_days: null, start: 'at', start_at: '2026-12-01T09:00:00.000Z', lock: false, private: false, guests: false, reviewers: [] },
    ]);
  });

  it('sends a new stage without an id, trims names, and drops settings its choices leave out', () => {
    const draft = draftOfStages(buildStageList([internal]));
    const [first] = draft.stages;
    const edited: StagesDraft = {
      ...draft,
      stages: [{ ...first!, id: undefined, name: '  Brand  ', deadlineKind: 'none', deadline: '2026-12-01', start: 'manual', startAt: '2026-12-01T09:00' }],
    };
    const [stage] = bodyOfStages(edited).stages!;
    expect(stage).not.toHaveProperty('id');
    expect(stage).toMatchObject({ name: 'Brand', deadline: null, deadline_days: null, start: 'manual', start_at: null });
  });
});

describe('positionsOf', () => {
  it('numbers the steps, a parallel stage taking the one before it', () => {
    expect(positionsOf([{ isParallel: false }, { isParallel: true }, { isParallel: false }, { isParallel: true }, { isParallel: true }])).toEqual([1, 1, 2, 2, 2]);
  });
});

describe('findDraftProblem', () => {
  const draft = draftOfStages(buildStageList([internal, client, legal, launch]));
  const withStage = (index: number, change: object): StagesDraft => ({ ...draft, stages: draft.stages.map((stage, other) => (other === index ? { ...stage, ...change } : stage)) });

  it('accepts a complete list', () => {
    expect(findDraftProblem(draft)).toBeNull();
  });

  it('asks for a deadline or start time left empty, rather than saving none', () => {
    expect(findDraftProblem(withStage(0, { deadline: '' }))).toBe('Please choose the deadline of Internal, or set none.');
    expect(findDraftProblem(withStage(1, { deadlineDays: '' }))).toBe('Please give the deadline of Client in business days, or set none.');
    expect(findDraftProblem(withStage(3, { startAt: '', name: '' }))).toBe('Please choose when stage 4 starts.');
  });
});
