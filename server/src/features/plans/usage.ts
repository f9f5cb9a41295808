import type { PlanUsage } from '@review/contract/plans';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../auth/index.ts';
import { findVisibleProject, type LoadProjectAssetStats } from '../projects/index.ts';
import { createPlanUsageRepository } from './repository.ts';

/**
 * How full the plan a project counts against is. Summed from the very per-project figures the project
 * lists show (the same loader), so the plan's bar always equals the sum of the projects' sizes.
 */
export function createPlanUsageService(db: Db, loadAssetStats: LoadProjectAssetStats) {
  const usage = createPlanUsageRepository(db);
  return {
    /** The project's owner's plan and the KB their projects use; 404 for a project the user cannot see. */
    async ofProject(user: UserRow, projectId: number): Promise<PlanUsage> {
      const { project } = await findVisibleProject(db, user.id, projectId);
      const [plan, ownedIds] = await Promise.all([usage.findPlan(project.user_id), usage.listOwnedProjectIds(project.user_id)]);
      const stats = await loadAssetStats(ownedIds);
      let usedKb = 0;
      for (const each of stats.values()) usedKb += each.usedStorageKb;
      return { plan, used_storage: usedKb };
    },
  };
}

export type PlanUsageService = ReturnType<typeof createPlanUsageService>;
