import type { ErrorCode, ErrorParams } from '@review/contract/errors';
import { PLANS, type PlanId } from '@review/contract/plans';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { createPlanUsageRepository } from './repository.ts';

/** A plan limit stops the request: 403 with the spec's sentence (code `plan_limit` for projects, `plan_limit_*` for the others). */
export const planLimitReached = (code: ErrorCode, params?: ErrorParams) => new AppError(403, code, { params });

/**
 * Every plan rule the server enforces. Checks that guard a write run inside the write's transaction
 * (`db` is then the transaction) after `lockAccount`, so concurrent requests cannot overshoot.
 */
export function createPlanLimits(db: Db) {
  const usage = createPlanUsageRepository(db);
  return {
    lockAccount: usage.lockAccount,

    /** The plan the account is on, for rules that count another feature's rows (assets, variations). */
    async planOf(userId: number) {
      return PLANS[await usage.findPlan(userId)];
    },

    /** The owner may own one more project. */
    async assertCanCreateProject(ownerId: number) {
      const max = PLANS[await usage.findPlan(ownerId)].projects;
      if (max !== null && (await usage.countOwnedProjects(ownerId)) >= max) throw planLimitReached('plan_limit', { max });
    },

    /** The project may take one more member or pending invitation, under its owner's plan. */
    async assertCanAddSeat(project: { id: number; user_id: number }) {
      const max = PLANS[await usage.findPlan(project.user_id)].members;
      if (max !== null && (await usage.countSeats(project.id)) >= max) throw planLimitReached('plan_limit_members');
    },

    /** Switching to `planId` keeps everything the user owns within the new plan's limits. */
    async assertUsageFits(userId: number, planId: PlanId) {
      const plan = PLANS[planId];
      if (plan.projects !== null) {
        const owned = await usage.countOwnedProjects(userId);
        if (owned > plan.projects) {
          throw planLimitReached('plan_too_small_projects', { owned, plan: plan.title, max: plan.projects });
        }
      }
      if (plan.members !== null) {
        const fullest = await usage.findFullestOwnedProject(userId);
        if (fullest && fullest.seats > plan.members) {
          throw planLimitReached('plan_too_small_members', { project: fullest.project_name, seats: fullest.seats, plan: plan.title, max: plan.members });
        }
      }
    },
  };
}

export type PlanLimits = ReturnType<typeof createPlanLimits>;
