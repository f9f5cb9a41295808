import { DEFAULT_BANNER_LIMITS, type BannerLimits, type UpdateBannerLimitsBody } from '@review/contract/banners';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../auth/index.ts';
import { authorize, findVisibleProject } from '../projects/index.ts';
import { createBannersRepository, type StoredLimits } from './repository.ts';

const sameAsDefaults = (limits: StoredLimits) =>
  limits.load_kb === DEFAULT_BANNER_LIMITS.load_kb &&
  limits.load_requests === DEFAULT_BANNER_LIMITS.load_requests &&
  limits.animation_seconds === DEFAULT_BANNER_LIMITS.animation_seconds &&
  limits.loops === DEFAULT_BANNER_LIMITS.loops &&
  limits.click_tag_required === DEFAULT_BANNER_LIMITS.click_tag_required;

const asReply = (limits: StoredLimits | null): BannerLimits => (limits ? { ...limits, is_default: false } : DEFAULT_BANNER_LIMITS);

/** A project's banner limits: read by anyone in it, changed by those who may change its settings. */
export function createBannerLimits(db: Db) {
  const repo = createBannersRepository(db);
  return {
    /** `GET /projects/{id}/banner-limits`. */
    async getLimits(user: UserRow, projectId: number): Promise<BannerLimits> {
      // Finding the project asks project.view.
      const { project } = await findVisibleProject(db, user.id, projectId);
      return asReply(await repo.findLimits(project.id));
    },

    /** `PUT /projects/{id}/banner-limits`: the IAB's own values put back are kept as "the defaults", so the project follows them. */
    async updateLimits(user: UserRow, projectId: number, body: UpdateBannerLimitsBody): Promise<BannerLimits> {
      const { project, role } = await findVisibleProject(db, user.id, projectId);
      authorize(role, 'project.update');
      const limits = sameAsDefaults(body) ? null : body;
      await repo.saveLimits(project.id, limits);
      return asReply(limits);
    },
  };
}

export type BannerLimitsService = ReturnType<typeof createBannerLimits>;
