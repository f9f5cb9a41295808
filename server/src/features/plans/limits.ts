import { INVITATION_LIMIT_MESSAGE } from '@review/contract/invitations';
import { PLANS, projectLimitMessage, type PlanId } from '@review/contract/plans';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { createPlanUsageRepository } from './repository.ts';

/** A plan limit stops the request: 403 with the spec's sentence and code `plan_limit`. */
export const planLimitReached = (message: string) => new AppError(403, 'plan_limit', message);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

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
      if (max !== null && (await usage.countOwnedProjects(ownerId)) >= max) throw planLimitReached(projectLimitMessage(max));
    },

    /** The project may take one more member or pending invitation, under its owner's plan. */
    async assertCanAddSeat(project: { id: number; user_id: number }) {
      const max = PLANS[await usage.findPlan(project.user_id)].members;
      if (max !== null && (await usage.countSeats(project.id)) >= max) throw planLimitReached(INVITATION_LIMIT_MESSAGE);
    },

    /** Switching to `planId` keeps everything the user owns within the new plan's limits. */
    async assertUsageFits(userId: number, planId: PlanId) {
      const plan = PLANS[planId];
      if (plan.projects !== null) {
        const owned = await usage.countOwnedProjects(userId);
        if (owned > plan.projects) {
          throw planLimitReached(`You own ${plural(owned, 'project')}; the ${plan.title} plan allows ${plan.projects}. Delete projects first.`);
        }
      }
      if (plan.members !== null) {
        const fullest = await usage.findFullestOwnedProject(userId);
        if (fullest && fullest.seats > plan.members) {
          throw planLimitReached(
            `The project "${fullest.project_name}" has ${plural(fullest.seats, 'member')} and pending invitations; the ${plan.title} plan allows ${plan.members} per project. Remove members or withdraw invitations first.`,
          );
        }
      }
    },
  };
}

export type PlanLimits = ReturnType<typeof createPlanLimits>;
