import { assetLimitMessage, variationLimitMessage } from '@review/contract/assets';
import { PLANS } from '@review/contract/plans';
import type { Db } from '../../db/database.ts';
import { createPlanUsageRepository, planLimitReached } from '../plans/index.ts';
import { createAssetsRepository } from './repository.ts';

const formatBytes = (bytes: number) => (bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${Math.round(bytes / 1024 ** 2)} MB`);

/** The asset rules of the project owner's plan; run inside the write's transaction after `lockAccount`. */
export function createAssetLimits(db: Db) {
  const usage = createPlanUsageRepository(db);
  const assets = createAssetsRepository(db);
  return {
    lockAccount: usage.lockAccount,

    async assertCanAddAsset(project: { id: number; user_id: number }) {
      const max = PLANS[await usage.findPlan(project.user_id)].assetsPerProject;
      if (max !== null && (await assets.countAssets(project.id)) >= max) throw planLimitReached(assetLimitMessage(max));
    },

    async assertCanAddVariation(ownerId: number, versionId: number) {
      const max = PLANS[await usage.findPlan(ownerId)].variationsPerVersion;
      if ((await assets.countVariations(versionId)) >= max) throw planLimitReached(variationLimitMessage(max));
    },

    async assertStorageFor(ownerId: number, bytes: number) {
      const plan = PLANS[await usage.findPlan(ownerId)];
      if ((await assets.sumOwnerStorage(ownerId)) + bytes > plan.storageBytes) {
        throw planLimitReached(`Storage limit reached: the ${plan.title} plan allows ${formatBytes(plan.storageBytes)}. Delete files or upgrade the plan.`);
      }
    },
  };
}
