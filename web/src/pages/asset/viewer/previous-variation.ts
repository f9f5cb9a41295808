import type { ScreenAsset, ScreenVariation, ScreenVersion } from '../source/screen-asset.ts';

/**
 * The variation of the version before `version` that matches `variation`: the same position
 * (2B follows 1B), else that version's first. Undefined for version 1.
 */
export function previousVariationOf(asset: ScreenAsset, version: ScreenVersion, variation: ScreenVariation): { version: ScreenVersion; variation: ScreenVariation } | undefined {
  const older = asset.versions.filter((item) => item.version < version.version).sort((a, b) => b.version - a.version)[0];
  if (!older) return undefined;
  const index = version.variations.findIndex((item) => item.id === variation.id);
  const match = older.variations[index] ?? older.variations[0];
  return match ? { version: older, variation: match } : undefined;
}
