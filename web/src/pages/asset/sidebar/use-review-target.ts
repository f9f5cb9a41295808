import type { Asset, Variation, Version } from '@review/contract/assets';
import { useReviewParams } from '../../../features/assets/review-params.ts';

export interface ReviewTarget {
  version: Version | undefined;
  /** Where new comments go: the URL's variation, else its version's first, else the newest version's first. */
  variation: Variation | undefined;
}

/** The version and variation the review screen shows, read from the URL with the spec's fallbacks. */
export function useReviewTarget(asset: Asset): ReviewTarget {
  const { versionId, variationId } = useReviewParams();
  const byVariation = variationId === null ? undefined : asset.versions.find((version) => version.variations.some((v) => v.id === variationId));
  const version = byVariation ?? asset.versions.find((v) => v.id === versionId) ?? asset.versions[0];
  const variation = version?.variations.find((v) => v.id === variationId) ?? version?.variations[0];
  return { version, variation };
}
