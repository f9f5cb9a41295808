import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import { buildReviewer } from '../reviews/test-factories.ts';
import { buildStage } from './test-factories.ts';
import { describeWhoDecides } from './who-decides.ts';

beforeAll(useEnglishInTests);

const grace = buildReviewer({ user_id: 1, first_name: 'Grace', last_name: 'Hopper', required: true });
const alan = buildReviewer({ user_id: 2, first_name: 'Alan', last_name: 'Turing' });
const ada = buildReviewer({ user_id: 3 });

describe('describeWhoDecides', () => {
  it('names the running stage and its required approvers, not a stage the review moved on from', () => {
    const internal = buildStage({ id: 1, name: 'Internal', state: 'approved', accepts_decisions: false, guests: true, reviewers: [grace] });
    const client = buildStage({ id: 2, name: 'Client', position: 2, reviewers: [grace, alan] });
    expect(describeWhoDecides([internal, client])).toBe('Client: Grace Hopper');
  });

  it('names everyone when nobody is required, a few at most, and guests where the stage takes them', () => {
    expect(describeWhoDecides([buildStage({ id: 1, name: 'Internal', reviewers: [alan, ada] })])).toBe('Internal: Alan Turing and Ada Lovelace');
    expect(describeWhoDecides([buildStage({ id: 1, name: 'Internal', reviewers: [alan, ada, buildReviewer({ user_id: 4 })] })])).toBe('Internal: Alan Turing and 2 more');
    expect(describeWhoDecides([buildStage({ id: 1, name: 'Client', guests: true })])).toBe('Client: guests of review links');
    expect(describeWhoDecides([buildStage({ id: 1, name: 'Client' })])).toBe('Client: nobody yet');
  });

  it('says where the review stands when no stage is running', () => {
    const approved = (id: number, name: string) => buildStage({ id, name, state: 'approved' });
    expect(describeWhoDecides([approved(1, 'Internal'), approved(2, 'Client')])).toBe('Every stage approved');
    expect(describeWhoDecides([approved(1, 'Internal'), buildStage({ id: 2, name: 'Client', state: 'changes_requested' })])).toBe('Client asked for changes');
    expect(describeWhoDecides([approved(1, 'Internal'), buildStage({ id: 2, name: 'Legal', state: 'waiting', accepts_decisions: false })])).toBe('Legal, not started');
  });
});
