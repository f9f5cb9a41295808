import type { MyReview } from '@review/contract/reviews';
import type { Db } from '../../db/database.ts';
import { filePath } from '../assets/presenter.ts';
import type { UserRow } from '../auth/repository.ts';
import { loadReviewStates } from './load-reviews.ts';
import { isOverdue, todayUtc } from './outcome.ts';
import { createReviewsRepository } from './repository.ts';

/** "Waiting for my review": assets whose newest version waits for the user's decision, across the user's projects. */
export async function listMyReviews(db: Db, user: UserRow): Promise<MyReview[]> {
  const repo = createReviewsRepository(db);
  const rows = await repo.listAssetsReviewedBy(user.id);
  const states = await loadReviewStates(db, rows.map((row) => row.asset_id));
  const today = todayUtc();
  return rows.flatMap((row) => {
    const state = states.get(row.asset_id);
    const mine = state?.reviewers.find((reviewer) => reviewer.user_id === user.id);
    if (!state?.newest || mine?.decision !== 'pending' || state.outcome === 'approved') return [];
    return [
      {
        asset_id: row.asset_id,
        title: row.title,
        project_id: row.project_id,
        project_name: row.project_name,
        version: state.newest.version,
        due_date: state.dueDate,
        overdue: isOverdue(state.dueDate, state.outcome, today),
        thumbnail: row.thumbnail ? filePath(row.thumbnail) : null,
        page_count: Number(row.page_count ?? 1),
      },
    ];
  });
}
