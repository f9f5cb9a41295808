import type { ChangedRegion, VariationChanges } from '@review/contract/changes';
import { currentIntl } from '../../i18n/index.ts';

/** The version number of the variation a comparison was made with, if it is still among the asset's. */
export function comparedVersionOf(asset: { versions: readonly { version: number; variations: readonly { id: number }[] }[] }, changes: VariationChanges | undefined): number | undefined {
  if (!changes || changes.compared_with === null) return undefined;
  return asset.versions.find((version) => version.variations.some((variation) => variation.id === changes.compared_with))?.version;
}

/**
 * The sentence beside the What changed toggle: "3 areas changed since version 2", "No change found
 * since version 2", "Comparing with version 2…", "Nothing to compare with", "The comparison failed".
 */
export function describeChanges(changes: VariationChanges, comparedVersion: number | undefined): string {
  const intl = currentIntl();
  const since = comparedVersion === undefined ? intl.formatMessage({ id: 'media.changes.previousVersion' }) : intl.formatMessage({ id: 'media.changes.version' }, { version: comparedVersion });
  switch (changes.state) {
    case 'none':
      return intl.formatMessage({ id: 'media.changes.nothing' });
    case 'failed':
      return intl.formatMessage({ id: 'media.changes.failed' });
    case 'pending':
      return intl.formatMessage({ id: 'media.changes.comparing' }, { since });
    case 'ready': {
      const count = changes.regions.length;
      if (count === 0) return intl.formatMessage({ id: 'media.changes.none' }, { since });
      return intl.formatMessage({ id: 'media.changes.areas' }, { count, since });
    }
  }
}

/** The pages with a changed box, in order, each once (a document's list of changed pages). */
export function changedPagesOf(regions: readonly ChangedRegion[]): number[] {
  return [...new Set(regions.map((region) => region.page))].sort((a, b) => a - b);
}
