import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { AssetsService } from '../assets/index.ts';
import { loadReviewStates } from './load-reviews.ts';
import { todayUtc } from './outcome.ts';
import { createReviewsRepository } from './repository.ts';

/**
 * Stage deadline reminders, each once whatever the number of instances (claimed by a conditional
 * update): the day before, to the stage's reviewers still pending; each day while overdue, to them
 * and to the asset's creators.
 */
export async function sendDueNotices(db: Db, { assets, announce }: { assets: AssetsService; announce: Announce }, at = new Date()) {
  const today = todayUtc(at);
  const tomorrow = todayUtc(new Date(at.getTime() + 24 * 60 * 60 * 1000));
  await db.transaction().execute(async (trx) => {
    const trxRepo = createReviewsRepository(trx);
    const soon = await trxRepo.claimDueSoon(tomorrow, at.toISOString());
    const late = await trxRepo.claimOverdue(today);
    const states = await loadReviewStates(trx, [...new Set([...soon, ...late].map((row) => row.asset_id))]);
    for (const [rows, kind] of [[soon, 'due_soon'], [late, 'overdue']] as const) {
      for (const row of rows) {
        const round = states.get(row.asset_id)?.stages.find((stage) => stage.row.id === row.id);
        const asset = await assets.findAssetRow(trx, row.asset_id);
        if (!round || round.state !== 'running' || !asset || asset.is_archived) continue;
        const pending = round.reviewers.filter((reviewer) => reviewer.decision === 'pending').map((reviewer) => reviewer.user_id);
        await announce(trx, { type: 'review.due', asset_id: asset.id, due: kind, pending_reviewer_ids: pending, stage_id: round.row.id });
      }
    }
  });
}
