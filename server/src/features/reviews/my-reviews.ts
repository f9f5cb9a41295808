import type { MyReview } from '@review/contract/reviews';
import type { Db } from '../../db/database.ts';
import { filePath } from '../../blob/file-path.ts';
import type { UserRow } from '../auth/index.ts';
import { acceptsDecisions } from './decision-rule.ts';
import { loadReviewStates } from './load-reviews.ts';
import { isOverdue, todayUtc } from './outcome.ts';
import { createReviewsRepository } from './repository.ts';

/**
 * "Waiting for my review": assets whose newest version waits for the user's decision in a stage that
 * takes decisions now (decision-rule.ts) and is not approved already, across the user's projects; a
 * stage still waiting for its turn does not list its reviewers yet, nor one the review moved on from.
 */
export async function listMyReviews(db: Db, user: UserRow): Promise<MyReview[]> {
  const repo = createReviewsRepository(db);
  const rows = await repo.listAssetsReviewedBy(user.id);
  const states = await loadReviewStates(db, rows.map((row) => row.asset_id));
  const today = todayUtc();
  return rows.flatMap((row) => {
    const state = states.get(row.asset_id);
    const stage = state?.stages.find(
      (round) =>
        (round.state === 'running' || round.state === 'changes_requested') &&
        acceptsDecisions(state, round) &&
        round.reviewers.some((reviewer) => reviewer.user_id === user.id && reviewer.decision === 'pending'),
    );
    if (!state?.newest || !stage) return [];
    return [
      {
        asset_id: row.asset_id,
        title: row.title,
        project_id: row.project_id,
        project_name: row.project_name,
        version: state.newest.version,
        stage_id: stage.row.id,
        stage_name: stage.row.name,
        stage_count: state.stages.length,
        due_date: stage.row.due_date,
        overdue: isOverdue(stage.row.due_date, 'pending', today),
        thumbnail: row.thumbnail ? filePath(row.thumbnail) : null,
        page_count: Number(row.page_count ?? 1),
      },
    ];
  });
}
