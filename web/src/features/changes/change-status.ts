import type { ChangedRegion, VariationChanges } from '@review/contract/changes';

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
  const since = comparedVersion === undefined ? 'the previous version' : `version ${comparedVersion}`;
  switch (changes.state) {
    case 'none':
      return 'Nothing to compare with';
    case 'failed':
      return 'The comparison failed';
    case 'pending':
      return `Comparing with ${since}…`;
    case 'ready': {
      const count = changes.regions.length;
      if (count === 0) return `No change found since ${since}`;
      return `${count} ${count === 1 ? 'area' : 'areas'} changed since ${since}`;
    }
  }
}

/** The pages with a changed box, in order, each once (a document's list of changed pages). */
export function changedPagesOf(regions: readonly ChangedRegion[]): number[] {
  return [...new Set(regions.map((region) => region.page))].sort((a, b) => a - b);
}
