import type { IntlShape } from 'react-intl';
import type { Asset, Variation, Version } from '@review/contract/assets';

/** A variation offered for comparing, with its version. */
export interface CompareChoice {
  version: Version;
  variation: Variation;
  /** 'Version 2 · 2A'. */
  label: string;
}

/** Every variation of every version, newest version first. */
export function compareChoicesOf(asset: Asset, intl: Pick<IntlShape, 'formatMessage'>): CompareChoice[] {
  return asset.versions.flatMap((version) =>
    version.variations.map((variation) => ({ version, variation, label: intl.formatMessage({ id: 'asset.compare.choice' }, { version: version.version, variation: variation.label }) })),
  );
}

/**
 * What to compare first: the variation on screen as B, and as A the same variation of the version
 * before (1A for 2A), else another variation of the same version, else itself.
 */
export function defaultPair(choices: readonly CompareChoice[], currentId: number | undefined): [CompareChoice, CompareChoice] | undefined {
  const current = choices.find((choice) => choice.variation.id === currentId) ?? choices[0];
  if (!current) return undefined;
  const index = current.version.variations.findIndex((variation) => variation.id === current.variation.id);
  const older = choices.filter((choice) => choice.version.version < current.version.version);
  const olderVersion = older[0]?.version;
  const sameSlot = olderVersion && older.filter((choice) => choice.version.id === olderVersion.id)[index];
  const before = sameSlot ?? older[0] ?? choices.find((choice) => choice.version.id === current.version.id && choice.variation.id !== current.variation.id) ?? current;
  return [before, current];
}
