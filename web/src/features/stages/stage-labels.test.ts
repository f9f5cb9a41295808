import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import { formatDateTime } from '../comments/format-time.ts';
import { describeDeadlineDays, describeStages, describeStart, listNames, stageBadgesOf, stageVersionNote } from './stage-labels.ts';
import { buildStage } from './test-factories.ts';

beforeAll(useEnglishInTests);

const internal = buildStage({ id: 1, name: 'Internal', position: 1 });
const client = buildStage({ id: 2, name: 'Client', position: 2, state: 'waiting', start: 'previous_approved' });
const legal = buildStage({ id: 3, name: 'Legal', position: 2, state: 'waiting', start: 'previous_approved' });
const launch = buildStage({ id: 4, name: 'Launch', position: 3, state: 'waiting', start: 'previous_decided' });
const stages = [internal, client, legal, launch];

describe('describeStart', () => {
  it('names the previous stage, or every stage of a parallel previous step', () => {
    expect(describeStart(client, stages)).toBe('Starts when Internal is approved');
    expect(describeStart(launch, stages)).toBe('Starts when everyone in Client and Legal has decided');
    expect(describeStart({ ...launch, start: 'previous_approved' }, stages)).toBe('Starts when Client and Legal are approved');
  });

  it('says a manual start, a set time and an upload in words', () => {
    expect(describeStart({ ...client, start: 'manual' }, stages)).toBe('Starts by hand');
    expect(describeStart({ ...client, start: 'at', start_at: '2026-12-01T09:00:00Z' }, stages)).toBe(`Starts on ${formatDateTime('2026-12-01T09:00:00Z')}`);
    expect(describeStart({ ...client, start: 'at', start_at: null }, stages)).toBe('Starts at a time not set yet');
    expect(describeStart(internal, stages)).toBe('Starts when a version is uploaded');
  });

  it('reads a first stage waiting for a previous one as starting with the upload', () => {
    expect(describeStart({ ...internal, start: 'previous_approved' }, stages)).toBe('Starts when a version is uploaded');
  });
});

describe('listNames', () => {
  it('joins one, two or more names as a sentence does', () => {
    expect(listNames(['Internal'])).toBe('Internal');
    expect(listNames(['Internal', 'Client'])).toBe('Internal and Client');
    expect(listNames(['Internal', 'Client', 'Legal'])).toBe('Internal, Client and Legal');
  });
});

describe('stageBadgesOf', () => {
  it('shows Locked once locked, the lock setting before, and the private and guest settings', () => {
    expect(stageBadgesOf(internal)).toEqual([]);
    expect(stageBadgesOf({ ...internal, lock: true })).toEqual(['Locks once everyone decides']);
    expect(stageBadgesOf({ ...internal, lock: true, locked: true, private: true, guests: true })).toEqual(['Locked', 'Private', 'Guests decide here']);
  });
});

describe('describeDeadlineDays', () => {
  it('counts business days from the start', () => {
    expect(describeDeadlineDays(1)).toBe('Due 1 business day after it starts');
    expect(describeDeadlineDays(5)).toBe('Due 5 business days after it starts');
  });
});

describe('stageVersionNote', () => {
  it('points out a stage whose round is about an older version', () => {
    expect(stageVersionNote({ version: 1 }, 2)).toBe('On version 1');
    expect(stageVersionNote({ version: 2 }, 2)).toBeNull();
    expect(stageVersionNote({ version: null }, 2)).toBeNull();
  });
});

describe('describeStages', () => {
  it('says which stages review the newest version, or which step starts next', () => {
    expect(describeStages(stages, 2)).toBe('Version 2 is in review in Internal.');
    const afterInternal = [{ ...internal, state: 'approved' as const }, client, legal, launch];
    expect(describeStages(afterInternal, 2)).toBe('Version 2 waits for Client and Legal to start.');
  });

  it('puts a request for changes first, and says when every stage approved', () => {
    expect(describeStages([internal, { ...client, state: 'changes_requested' }], 2)).toBe('Changes are requested in Client.');
    expect(describeStages([{ ...internal, state: 'approved' }, { ...client, state: 'approved' }], 2)).toBe('Version 2 is approved in every stage.');
    expect(describeStages(stages, null)).toBe('Nothing to review until a version is uploaded.');
  });
});
