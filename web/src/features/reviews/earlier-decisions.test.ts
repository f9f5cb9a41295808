import { describe, expect, it } from 'vitest';
import { groupEarlierDecisions } from './earlier-decisions.ts';
import { buildDecision } from './test-factories.ts';

describe('groupEarlierDecisions', () => {
  it('leaves out the newest version and groups the rest by version, newest first', () => {
    const records = [
      buildDecision({ id: 5, version: 3 }),
      buildDecision({ id: 4, version: 2, decision: 'changes_requested' }),
      buildDecision({ id: 3, version: 1 }),
      buildDecision({ id: 2, version: 2 }),
    ];
    expect(groupEarlierDecisions(records, 30)).toEqual([
      { versionId: 20, version: 2, decisions: [records[1], records[3]] },
      { versionId: 10, version: 1, decisions: [records[2]] },
    ]);
  });

  it('is empty when every decision is about the newest version', () => {
    expect(groupEarlierDecisions([buildDecision({ id: 1, version: 1 })], 10)).toEqual([]);
  });
});
