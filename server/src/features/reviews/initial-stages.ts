import type { Db } from '../../db/database.ts';
import { defaultTemplateOf } from '../stage-templates/index.ts';
import { createReviewsRepository, WAITING_ROUND } from './repository.ts';

/**
 * The review a new asset gets when its project has no default template: one stage, as reviews were
 * before stages. Its guests switch is off, as every stage's is until someone ticks it: while it is
 * the only stage, the review link's "Allow decisions" lets guests decide anyway (decision-rule.ts),
 * and once stages are added it takes them only if ticked.
 */
const SINGLE_STAGE = { name: 'Review', rule: 'all', deadline: null, deadline_days: null, lock: 0, private: 0, guests: 0, start: 'upload', start_at: null, position: 1 } as const;

/**
 * A new asset's stages: its project's default template (reviewers who left the project left out),
 * or a single stage. They wait; the first version starts what starts on upload.
 */
export async function createInitialStages(trx: Db, assetId: number, projectId: number, at: string) {
  const repo = createReviewsRepository(trx);
  if ((await repo.listStages([assetId])).length) return;
  await repo.lock(assetId, at);
  const template = await defaultTemplateOf(trx, projectId);
  if (!template) {
    await repo.insertStage({ asset_id: assetId, ...SINGLE_STAGE, ...WAITING_ROUND, due_date: null, created_at: at, updated_at: at });
    return;
  }
  await repo.setRestartFrom(assetId, template.restart_from, at);
  for (const stage of template.stages) {
    const stageId = await repo.insertStage({
      asset_id: assetId,
      position: stage.position,
      name: stage.name,
      rule: stage.rule,
      deadline: null,
      deadline_days: stage.deadline_days,
      lock: stage.lock ? 1 : 0,
      private: stage.private ? 1 : 0,
      guests: stage.guests ? 1 : 0,
      start: stage.start,
      start_at: null,
      ...WAITING_ROUND,
      due_date: null,
      created_at: at,
      updated_at: at,
    });
    await repo.replaceReviewers(stageId, assetId, stage.reviewers, at);
  }
}
