import type { Db } from '../../db/database.ts';
import { createAssetsRepository } from './repository.ts';

/**
 * What other features read of assets, versions, variations and pages, in the database or
 * transaction given (access's scoped lookups, comments, reports, review links), and the one write
 * they make: a comment marks its asset as changed. The rest of the repository stays this feature's.
 */
export function createAssetRows(db: Db) {
  const repo = createAssetsRepository(db);
  return {
    findAsset: repo.findAsset,
    listAssets: repo.listAssets,
    findVersion: repo.findVersion,
    listVersions: repo.listVersions,
    nextVersionNumber: repo.nextVersionNumber,
    findVariation: repo.findVariation,
    listVariations: repo.listVariations,
    listPages: repo.listPages,
    touch: (assetId: number, at: string) => repo.updateAsset(assetId, { updated_at: at }),
  };
}
