import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import type { StageTemplate } from '@review/contract/stages';
import { updateStage } from '../stages/stage-draft-edits.ts';
import { newTemplateDraft, templateBodyOf, templateDraftOf } from './template-draft.ts';
import { describeSteps, describeTemplate } from './template-labels.ts';

beforeAll(useEnglishInTests);

const people = [
  { id: 3, name: 'Grace Hopper', avatar: null },
  { id: 4, name: 'Alan Turing', avatar: 'avatars/4.webp' },
];

const stage = (overrides: Partial<StageTemplate['stages'][number]> & { name: string; position: number }): StageTemplate['stages'][number] => ({
  rule: 'all',
  deadline_days: null,
  lock: false,
  private: false,
  guests: false,
  start: 'previous_approved',
  reviewers: [],
  ...overrides,
});

const template: StageTemplate = {
  id: 7,
  project_id: 1,
  name: 'Campaign',
  is_default: true,
  restart_from: 'changes',
  stages: [
    stage({ name: 'Client', position: 2, deadline_days: 5, lock: true }),
    stage({ name: 'Internal', position: 1, start: 'upload', reviewers: [{ user_id: 3, required: true }, { user_id: 4, required: false }] }),
    stage({ name: 'Legal', position: 2, private: true, guests: true, rule: 'any' }),
    stage({ name: 'Launch', position: 3, start: 'manual' }),
  ],
  created_at: '2026-11-25T09:30:54.504Z',
  updated_at: '2026-11-25T09:30:54.504Z',
};

describe('templateDraftOf', () => {
  it('reads the stages in order, naming reviewers from the project and marking stages side by side', () => {
    const draft = templateDraftOf(template, people);
    expect(draft).toMatchObject({ name: 'Campaign', isDefault: true, restartFrom: 'changes' });
    expect(draft.stages.map((each) => [each.name, each.isParallel, each.deadlineKind, each.deadlineDays])).toEqual([
      ['Internal', false, 'none', ''],
      ['Client', false, 'days', '5'],
      ['Legal', true, 'none', ''],
      ['Launch', false, 'none', ''],
    ]);
    expect(draft.stages[0]!.reviewers).toEqual([
      { user_id: 3, name: 'Grace Hopper', avatar: null, required: true },
      { user_id: 4, name: 'Alan Turing', avatar: 'avatars/4.webp', required: false },
    ]);
  });
});

describe('templateBodyOf', () => {
  it('round-trips a template into the body the server takes, positions from the order', () => {
    expect(templateBodyOf(templateDraftOf(template, people))).toEqual({
      name: 'Campaign',
      is_default: true,
      restart_from: 'changes',
      stages: [
        { name: 'Internal', position: 1, rule: 'all', deadline_days: null, lock: false, private: false, guests: false, start: 'upload', reviewers: [{ user_id: 3, required: true }, { user_id: 4, required: false }] },
        { name: 'Client', position: 2, rule: 'all', deadline_days: 5, lock: true, private: false, guests: false, start: 'previous_approved', reviewers: [] },
        { name: 'Legal', position: 2, rule: 'any', deadline_days: null, lock: false, private: true, guests: true, start: 'previous_approved', reviewers: [] },
        { name: 'Launch', position: 3, rule: 'all', deadline_days: null, lock: false, private: false, guests: false, start: 'manual', reviewers: [] },
      ],
    });
  });

  it('trims names, reads an empty deadline as none, and gives a stage made alongside the start of the one before', () => {
    const draft = newTemplateDraft();
    const first = updateStage(draft.stages, 0, { name: ' Internal ', start: 'manual', deadlineDays: '' });
    const body = templateBodyOf({ ...draft, name: '  Quick ', stages: updateStage([...first, { ...first[0]!, key: 'second', name: 'Brand' }], 1, { isParallel: true }) });
    expect(body).toMatchObject({ name: 'Quick', is_default: false, restart_from: 'first' });
    expect(body.stages.map(({ name, position, start, deadline_days }) => ({ name, position, start, deadline_days }))).toEqual([
      { name: 'Internal', position: 1, start: 'manual', deadline_days: null },
      { name: 'Brand', position: 1, start: 'manual', deadline_days: null },
    ]);
  });
});

describe('template labels', () => {
  it('say the steps in order and where a new version restarts', () => {
    expect(describeSteps(template.stages)).toBe('Internal, then Client and Legal, then Launch');
    expect(describeTemplate(template)).toBe('4 stages; a new version restarts at the stage that asked for changes');
    expect(describeTemplate({ stages: [template.stages[1]!], restart_from: 'first' })).toBe('1 stage; a new version restarts at stage 1');
  });
});
