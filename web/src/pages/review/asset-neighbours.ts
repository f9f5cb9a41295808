import type { PublicAssetCard } from '@review/contract/sharing';

export interface AssetNeighbours {
  previous: PublicAssetCard | null;
  next: PublicAssetCard | null;
  /** From 1, in the link's (the board's) order; 0 when the asset is no longer among them. */
  position: number;
  count: number;
}

/**
 * The assets before and after the one on screen, in the link's order, without wrapping round: the
 * guest sees where the set begins and ends. An asset that left the link (archived meanwhile) has none.
 */
export function neighboursOf(assets: readonly PublicAssetCard[], assetId: number): AssetNeighbours {
  const index = assets.findIndex((asset) => asset.id === assetId);
  if (index === -1) return { previous: null, next: null, position: 0, count: assets.length };
  return { previous: assets[index - 1] ?? null, next: assets[index + 1] ?? null, position: index + 1, count: assets.length };
}
