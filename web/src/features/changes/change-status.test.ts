import { beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@review/contract/assets';
import type { ChangedRegion, VariationChanges } from '@review/contract/changes';
import { changedPagesOf, comparedVersionOf, describeChanges } from './change-status.ts';
import { makeIntl } from '../../i18n/current-intl.ts';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import japanese from '../../i18n/messages/ja/index.ts';

const region = (page: number, x = 0): ChangedRegion => ({ page, x, y: 0, width: 10, height: 10, changed_pixels: 50 });
const changes = (state: VariationChanges['state'], regions: ChangedRegion[] = []): VariationChanges => ({ compared_with: state === 'none' ? null : 7, state, regions, changed_ratio: 0, compared_at: null });

beforeAll(useEnglishInTests);

describe('describeChanges', () => {
  it('counts the areas since the version compared with', () => {
    expect(describeChanges(changes('ready', [region(1), region(1, 40), region(2)]), 2)).toBe('3 areas changed since version 2');
    expect(describeChanges(changes('ready', [region(1)]), 2)).toBe('1 area changed since version 2');
  });

  it('says when nothing changed, while it compares, and when it cannot', () => {
    expect(describeChanges(changes('ready'), 2)).toBe('No change found since version 2');
    expect(describeChanges(changes('pending'), 2)).toBe('Comparing with version 2…');
    expect(describeChanges(changes('none'), undefined)).toBe('Nothing to compare with');
    expect(describeChanges(changes('failed'), 2)).toBe('The comparison failed');
  });

  it('names the previous version when the one compared with is gone', () => {
    expect(describeChanges(changes('pending'), undefined)).toBe('Comparing with the previous version…');
  });

  it('says it in the shown language', () => {
    makeIntl('ja', japanese as never);
    try {
      expect(describeChanges(changes('ready', [region(1), region(2)]), 2)).toBe('バージョン 2 から 2 か所変更されています');
    } finally {
      useEnglishInTests();
    }
  });
});

describe('comparedVersionOf', () => {
  const asset = { versions: [{ version: 2, variations: [{ id: 8 }] }, { version: 1, variations: [{ id: 7 }] }] } as unknown as Asset;
  it('finds the version of the variation compared with', () => {
    expect(comparedVersionOf(asset, changes('ready'))).toBe(1);
    expect(comparedVersionOf(asset, changes('none'))).toBeUndefined();
    expect(comparedVersionOf(asset, undefined)).toBeUndefined();
  });
});

describe('changedPagesOf', () => {
  it('lists each changed page once, in order', () => {
    expect(changedPagesOf([region(3), region(1), region(3, 50)])).toEqual([1, 3]);
    expect(changedPagesOf([])).toEqual([]);
  });
});
