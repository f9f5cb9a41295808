import type { Db } from '../../db/database.ts';
import { createPlanLimits, planLimitReached } from '../plans/index.ts';
import { createAssetsRepository } from './repository.ts';

const formatBytes = (bytes: number) => (bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${Math.round(bytes / 1024 ** 2)} MB`);

/** The asset rules of the project owner's plan; run inside the write's transaction after `lockAccount`. */
export function createAssetLimits(db: Db) {
  const plans = createPlanLimits(db);
  const assets = createAssetsRepository(db);
  return {
    lockAccount: plans.lockAccount,

    async assertCanAddAsset(project: { id: number; user_id: number }) {
      const max = (await plans.planOf(project.user_id)).assetsPerProject;
      if (max !== null && (await assets.countAssets(project.id)) >= max) throw planLimitReached('plan_limit_assets', { max });
    },

    async assertCanAddVariation(ownerId: number, versionId: number) {
      const max = (await plans.planOf(ownerId)).variationsPerVersion;
      if ((await assets.countVariations(versionId)) >= max) throw planLimitReached('plan_limit_variations', { max });
    },

    async assertStorageFor(ownerId: number, bytes: number) {
      const plan = await plans.planOf(ownerId);
      if ((await assets.sumOwnerStorage(ownerId)) + bytes > plan.storageBytes) {
        throw planLimitReached('plan_limit_storage', { plan: plan.title, size: formatBytes(plan.storageBytes) });
      }
    },
  };
}
