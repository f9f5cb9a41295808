import type { UpdateReviewBody } from '@review/contract/reviews';
import type { RestartFrom, StageInput, StageStart, TemplateStage, UpdateStagesBody } from '@review/contract/stages';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import type { AssetRow, AssetsService } from '../assets/index.ts';
import type { UserRow } from '../auth/index.ts';
import { findTemplate, normaliseStages } from '../stage-templates/index.ts';
import { memberDecider } from './deciders.ts';
import { followOutcome, followStarts } from './follow-outcome.ts';
import { loadReviewStates, type AssetReviewState } from './load-reviews.ts';
import { createReviewsRepository, WAITING_ROUND } from './repository.ts';
import { advanceStages, roundDueDate, startRound } from './stage-machine.ts';

interface Deps {
  db: Db;
  assets: AssetsService;
  announce: Announce;
}

/** A stage as it is written: an asset's own, or one copied from a template (no dates). */
type Placed = Omit<StageInput, 'position' | 'start' | 'id'> & { id?: number | undefined; position: number; start: StageStart };

const stateOf = async (db: Db, assetId: number) => (await loadReviewStates(db, [assetId])).get(assetId)!;

const fromTemplate = (stage: TemplateStage & { position: number; start: StageStart }): Placed => ({ ...stage, deadline: null, start_at: null });

/**
 * Edits of an asset's stages: the whole list (`PUT /assets/{id}/stages`), stage 1 alone through the
 * approvals API (`PUT /assets/{id}/review`), a stage started by hand. Each runs in one transaction
 * holding the asset's review, then moves the stages on and the asset's status with them.
 */
export function createStageEdits({ db, assets, announce }: Deps) {
  async function assertPeople(projectId: number, stages: { reviewers: { user_id: number }[] }[]) {
    const ids = [...new Set(stages.flatMap((stage) => stage.reviewers.map((reviewer) => reviewer.user_id)))];
    const inProject = await createReviewsRepository(db).projectPeople(projectId, ids);
    if (ids.some((id) => !inProject.has(id))) throw invalid('reviewers_not_members', undefined, { reviewers: 'reviewers_not_members' });
  }

  /** Runs `change` under the review's lock, then moves the stages on and the asset with them; announces reviewers newly added to running stages. */
  async function edit(user: UserRow, asset: AssetRow, change: (trx: Db, before: AssetReviewState, at: Date) => Promise<void>) {
    await db.transaction().execute(async (trx) => {
      const at = new Date();
      await createReviewsRepository(trx).lock(asset.id, at.toISOString());
      const before = await stateOf(trx, asset.id);
      const fresh = await assets.findAssetRow(trx, asset.id);
      await change(trx, before, at);
      await advanceStages(trx, announce, asset.id, at, { actor_id: user.id });
      const after = await stateOf(trx, asset.id);
      const approver = after.first?.reviewers.find((reviewer) => reviewer.required)?.user_id ?? null;
      await assets.setApprover(trx, fresh, approver, user);
      // New reviewers of stage 1 and of stages already running are asked now; those of a stage that
      // starts later hear of it when it starts (stage.started).
      const known = new Set(before.stages.flatMap((round) => round.reviewers.map((reviewer) => `${round.row.id}:${reviewer.user_id}`)));
      const wasRunning = new Set(before.stages.filter((round) => round.state !== 'waiting').map((round) => round.row.id));
      const added = after.stages
        .filter((round) => round.row.id === after.first?.row.id || wasRunning.has(round.row.id))
        .flatMap((round) => round.reviewers.filter((reviewer) => !known.has(`${round.row.id}:${reviewer.user_id}`) && reviewer.user_id !== user.id).map((reviewer) => reviewer.user_id));
      await announce(trx, { type: 'review.requested', asset_id: asset.id, actor_id: user.id, reviewer_ids: [...new Set(added)] });
      await followOutcome(trx, { assets, announce }, fresh, before, after, memberDecider(user));
      await followStarts(trx, { assets }, fresh, before, after, memberDecider(user));
    });
  }

  /** Writes the list: listed stages with an id keep their round (its deadline recounted), new ones wait, the rest go. */
  async function writeStages(trx: Db, asset: AssetRow, before: AssetReviewState, stages: Placed[], at: Date) {
    const repo = createReviewsRepository(trx);
    const stamp = at.toISOString();
    const kept: number[] = [];
    for (const stage of stages) {
      const settings = {
        position: stage.position,
        name: stage.name,
        rule: stage.rule,
        deadline: stage.deadline,
        deadline_days: stage.deadline === null ? stage.deadline_days : null,
        lock: stage.lock ? 1 : 0,
        private: stage.private ? 1 : 0,
        guests: stage.guests ? 1 : 0,
        start: stage.start,
        start_at: stage.start === 'at' ? stage.start_at : null,
        updated_at: stamp,
      };
      const existing = before.stages.find((round) => round.row.id === stage.id);
      let stageId: number;
      if (existing) {
        const dueDate = roundDueDate(settings, existing.row.started_at);
        const dueChanged = dueDate !== existing.row.due_date;
        await repo.updateStage(existing.row.id, { ...settings, due_date: dueDate, ...(dueChanged && { due_soon_notified_at: null, overdue_notified_on: null }) });
        stageId = existing.row.id;
      } else {
        stageId = await repo.insertStage({ asset_id: asset.id, ...settings, ...WAITING_ROUND, due_date: stage.deadline, created_at: stamp });
      }
      kept.push(stageId);
      await repo.replaceReviewers(stageId, asset.id, stage.reviewers, stamp);
    }
    await repo.deleteStagesExcept(asset.id, kept);
  }

  return {
    async updateStages(user: UserRow, asset: AssetRow, projectId: number, body: UpdateStagesBody) {
      let stages: Placed[] | undefined;
      let restartFrom: RestartFrom | undefined = body.restart_from;
      if (body.template_id !== undefined) {
        const template = await findTemplate(db, projectId, body.template_id);
        if (!template) throw notFound('template_not_found');
        stages = template.stages.map(fromTemplate);
        restartFrom ??= template.restart_from;
      } else if (body.stages) {
        stages = normaliseStages(body.stages);
        await assertPeople(projectId, stages);
      }
      await edit(user, asset, async (trx, before, at) => {
        if (stages) {
          const foreign = stages.find((stage) => stage.id !== undefined && !before.stages.some((round) => round.row.id === stage.id));
          if (foreign) throw invalid('stage_not_of_asset', { stage: String(foreign.id) }, { stages: 'stage_not_of_asset' });
          await writeStages(trx, asset, before, body.template_id !== undefined ? stages.map(({ id: _id, ...stage }) => stage) : stages, at);
        }
        if (restartFrom) await createReviewsRepository(trx).setRestartFrom(asset.id, restartFrom, at.toISOString());
      });
    },

    /** The approvals API on stage 1: its reviewers, rule and due date. */
    async updateFirstStage(user: UserRow, asset: AssetRow, projectId: number, body: UpdateReviewBody) {
      await assertPeople(projectId, [body]);
      await edit(user, asset, async (trx, before, at) => {
        const first = before.first;
        if (!first) throw conflict('no_stage_to_change');
        const repo = createReviewsRepository(trx);
        await repo.replaceReviewers(first.row.id, asset.id, body.reviewers, at.toISOString());
        const deadline = body.due_date === undefined ? first.row.deadline : body.due_date;
        const dueDate = body.due_date === undefined ? first.row.due_date : roundDueDate({ deadline, deadline_days: deadline === null ? first.row.deadline_days : null }, first.row.started_at);
        await repo.updateStage(first.row.id, {
          ...(body.rule && { rule: body.rule }),
          ...(body.due_date !== undefined && { deadline, deadline_days: deadline === null ? first.row.deadline_days : null, due_date: dueDate }),
          ...(dueDate !== first.row.due_date && { due_soon_notified_at: null, overdue_notified_on: null }),
          updated_at: at.toISOString(),
        });
      });
    },

    /** Starts a waiting stage by hand, whatever its trigger; the stages after it follow their own. */
    async startStage(user: UserRow, asset: AssetRow, stageId: number) {
      await edit(user, asset, async (trx, before, at) => {
        const round = before.stages.find((stage) => stage.row.id === stageId);
        if (!round) throw notFound('stage_not_found');
        if (!before.newest) throw conflict('no_version_to_review');
        if (round.state !== 'waiting') throw conflict('stage_already_started', { stage: round.row.name });
        await startRound(trx, announce, before, round, at, { actor_id: user.id }, 'manual');
      });
    },
  };
}
