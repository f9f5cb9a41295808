import type { Db } from '../../db/database.ts';
import { createReviewsRepository } from './repository.ts';

/**
 * What other features read and write of reviews, in the database or transaction given: the
 * reviewers and decisions a report's stage standings list, and the required reviewer an asset's
 * approver becomes when it is set by hand. The rest of the repository stays this feature's.
 */
export function createReviewRows(db: Db) {
  const repo = createReviewsRepository(db);
  return {
    listReviewers: repo.listReviewers,
    listDecisionsOfVersions: repo.listDecisionsOfVersions,
    addRequiredReviewer: repo.addRequiredReviewer,
  };
}
