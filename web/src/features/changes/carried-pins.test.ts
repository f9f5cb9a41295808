import { beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@review/contract/assets';
import { buildComment } from '../comments/test-factories.ts';
import { carriedChangeStates, carriedPinText } from './carried-pins.ts';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';

beforeAll(useEnglishInTests);

describe('carriedPinText', () => {
  it('says changed or untouched, never the same question on both', () => {
    expect(carriedPinText(1, 1, 'changed')).toEqual({ label: 'Comment 1, changed here (version 1)', note: 'Changed here' });
    expect(carriedPinText(2, 1, 'untouched')).toEqual({ label: 'Comment 2, untouched (version 1)', note: 'Untouched' });
  });

  it('names the version it comes from while the change is not known', () => {
    expect(carriedPinText(3, 2, null)).toEqual({ label: 'Comment 3 (version 2)', note: 'V2' });
  });
});

describe('carriedChangeStates', () => {
  const asset = { versions: [{ version: 3 }, { version: 2 }, { version: 1 }] } as unknown as Pick<Asset, 'versions'>;
  const comments = [buildComment({ id: 1, change_state: 'changed' }), buildComment({ id: 2, change_state: 'untouched' }), buildComment({ id: 3 })];

  it('gives the states on the newest version, which they were measured against', () => {
    expect([...carriedChangeStates(comments, asset, { version: 3 })]).toEqual([
      [1, 'changed'],
      [2, 'untouched'],
    ]);
  });

  it('gives none on an older version', () => {
    expect(carriedChangeStates(comments, asset, { version: 2 }).size).toBe(0);
    expect(carriedChangeStates(undefined, asset, { version: 3 }).size).toBe(0);
  });
});
