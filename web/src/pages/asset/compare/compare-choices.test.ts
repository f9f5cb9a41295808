import { beforeAll, describe, expect, it } from 'vitest';
import type { Asset, Variation, Version } from '@review/contract/assets';
import { compareChoicesOf, defaultPair } from './compare-choices.ts';
import { modeForKey } from './compare-modes.ts';
import { currentIntl } from '../../../i18n/index.ts';
import { useEnglishInTests } from '../../../i18n/english-for-tests.ts';

const variation = (id: number, label: string) => ({ id, label }) as Variation;
const version = (id: number, number: number, variations: Variation[]) => ({ id, version: number, variations }) as Version;
const asset = (versions: Version[]) => ({ versions }) as Asset;

describe('compare choices', () => {
  beforeAll(useEnglishInTests);

  const twoVersions = asset([version(2, 2, [variation(21, '2A'), variation(22, '2B')]), version(1, 1, [variation(11, '1A'), variation(12, '1B')])]);

  it('lists every variation with its version', () => {
    expect(compareChoicesOf(twoVersions, currentIntl()).map((choice) => choice.label)).toEqual(['Version 2 · 2A', 'Version 2 · 2B', 'Version 1 · 1A', 'Version 1 · 1B']);
  });

  it('compares the variation on screen with the same one of the version before', () => {
    const pair = defaultPair(compareChoicesOf(twoVersions, currentIntl()), 22);
    expect(pair?.map((choice) => choice.variation.id)).toEqual([12, 22]);
  });

  it('falls back to a sibling variation, then to itself', () => {
    const oneVersion = asset([version(1, 1, [variation(11, '1A'), variation(12, '1B')])]);
    expect(defaultPair(compareChoicesOf(oneVersion, currentIntl()), 11)?.map((choice) => choice.variation.id)).toEqual([12, 11]);
    const single = asset([version(1, 1, [variation(11, '1A')])]);
    expect(defaultPair(compareChoicesOf(single, currentIntl()), 11)?.map((choice) => choice.variation.id)).toEqual([11, 11]);
    expect(defaultPair([], 1)).toBeUndefined();
  });

  it('maps keys 1–4 to the modes', () => {
    expect(['1', '2', '3', '4', '5'].map(modeForKey)).toEqual(['side', 'wipe', 'overlay', 'difference', undefined]);
  });
});
