import { describe, expect, it } from 'vitest';
import type { Asset, Variation, Version } from '@review/contract/assets';
import { selectedOf } from './use-review-selection.ts';

const variation = (id: number) => ({ id }) as Variation;
const version = (id: number, variations: Variation[]) => ({ id, variations }) as Version;
const asset = { versions: [version(2, [variation(21), variation(22)]), version(1, [variation(11)])] } as Asset;
const ids = (selected: ReturnType<typeof selectedOf>) => [selected.version?.id, selected.variation?.id];

describe('selectedOf', () => {
  it('starts on the newest version and its first variation', () => {
    expect(ids(selectedOf(asset, null, null))).toEqual([2, 21]);
  });

  it('follows the URL, a variation picking its own version', () => {
    expect(ids(selectedOf(asset, 1, null))).toEqual([1, 11]);
    expect(ids(selectedOf(asset, 2, 22))).toEqual([2, 22]);
    expect(ids(selectedOf(asset, 2, 11))).toEqual([1, 11]);
  });

  it('ignores ids that are not this asset’s', () => {
    expect(ids(selectedOf(asset, 99, 98))).toEqual([2, 21]);
    expect(ids(selectedOf({ versions: [] } as unknown as Asset, null, null))).toEqual([undefined, undefined]);
  });
});
