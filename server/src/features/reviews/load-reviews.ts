import type { AssetReviewSummary, CurrentStage, Decision, Review, ReviewRule, ReviewState, StageState } from '@review/contract/reviews';
import type { RestartFrom, Stage } from '@review/contract/stages';
import type { Db } from '../../db/database.ts';
import { isOverdue, latestDecisions, latestGuestDecisions, outcomeOf, todayUtc } from './outcome.ts';
import { createReviewsRepository, type DecisionRow, type StageReviewerRow, type StageRow } from './repository.ts';

export type StandingReviewer = StageReviewerRow & { decision: ReviewState; latest: DecisionRow | undefined };

/** One stage and where its current round stands. */
export interface StageRound {
  row: StageRow;
  rule: ReviewRule;
  reviewers: StandingReviewer[];
  /** Guests' latest decisions in this round, in the order they were last made. */
  guests: (DecisionRow & { decision: Decision })[];
  state: StageState;
  /** Every reviewer has a decision in this round (and there is at least one). */
  allDecided: boolean;
  /** It locks, and every decision is in. */
  locked: boolean;
}

/** One asset's review as the server reasons about it: its stages' rounds and the whole's outcome. */
export interface AssetReviewState {
  assetId: number;
  newest: { id: number; version: number } | null;
  restartFrom: RestartFrom;
  stages: StageRound[];
  /** Stage 1, which the approvals API (`/assets/{id}/review`) reads and writes. */
  first: StageRound | undefined;
  /** Every stage's reviewers with their standing in their stage's round. */
  reviewers: StandingReviewer[];
  /** Every stage's guest decisions in its round. */
  guests: (DecisionRow & { decision: Decision })[];
  /** The whole: a stage's request for changes wins, approved when every stage is, else pending. */
  outcome: ReviewState;
}

const readRule = (rule: string | undefined): ReviewRule => (rule === 'any' ? 'any' : 'all');

function roundOf(row: StageRow, reviewers: StageReviewerRow[], decisions: DecisionRow[]): StageRound {
  const rule = readRule(row.rule);
  const running = row.started_at !== null && row.version_id !== null;
  const ofRound = running ? decisions.filter((decision) => decision.stage_id === row.id && decision.version_id === row.version_id) : [];
  const latest = latestDecisions(ofRound);
  const guests = latestGuestDecisions(ofRound);
  const standing = reviewers.map((reviewer) => ({ ...reviewer, latest: latest.get(reviewer.user_id), decision: (latest.get(reviewer.user_id)?.decision ?? 'pending') as ReviewState }));
  // A guest counts as a reviewer who is not a required approver.
  const outcome = outcomeOf(rule, [...standing.map((reviewer) => ({ required: reviewer.required === 1, decision: reviewer.decision })), ...guests.map((guest) => ({ required: false, decision: guest.decision }))]);
  const allDecided = running && standing.length > 0 && standing.every((reviewer) => reviewer.decision !== 'pending');
  return { row, rule, reviewers: standing, guests, state: running ? (outcome === 'pending' ? 'running' : outcome) : 'waiting', allDecided, locked: row.lock === 1 && allDecided };
}

function wholeOutcome(stages: StageRound[]): ReviewState {
  if (stages.some((stage) => stage.state === 'changes_requested')) return 'changes_requested';
  if (stages.length > 0 && stages.every((stage) => stage.state === 'approved')) return 'approved';
  return 'pending';
}

/** The review state of a batch of assets in a fixed number of queries, whatever the count. */
export async function loadReviewStates(db: Db, assetIds: number[]): Promise<Map<number, AssetReviewState>> {
  const repo = createReviewsRepository(db);
  const [stages, reviewers, newest, restarts] = await Promise.all([repo.listStages(assetIds), repo.listReviewers(assetIds), repo.listNewestVersions(assetIds), repo.listRestartFrom(assetIds)]);
  const roundVersions = [...new Set(stages.flatMap((stage) => (stage.version_id === null ? [] : [stage.version_id])))];
  const decisions = await repo.listDecisionsOfVersions(roundVersions);
  const restartOf = new Map(restarts.map((row) => [row.asset_id, row.restart_from]));
  const states = new Map<number, AssetReviewState>();
  for (const assetId of assetIds) {
    const rounds = stages
      .filter((stage) => stage.asset_id === assetId)
      .map((stage) =>
        roundOf(
          stage,
          reviewers.filter((reviewer) => reviewer.stage_id === stage.id),
          decisions.filter((decision) => decision.stage_id === stage.id),
        ),
      );
    states.set(assetId, {
      assetId,
      newest: newest.get(assetId) ?? null,
      restartFrom: restartOf.get(assetId) === 'changes' ? 'changes' : 'first',
      stages: rounds,
      first: rounds[0],
      reviewers: rounds.flatMap((round) => round.reviewers),
      guests: rounds.flatMap((round) => round.guests),
      outcome: wholeOutcome(rounds),
    });
  }
  return states;
}

/** The stages at the nearest position below `round`'s: the ones it follows. */
export const previousStages = (state: AssetReviewState, round: StageRound) => {
  const before = state.stages.filter((other) => other.row.position < round.row.position);
  const position = Math.max(...before.map((other) => other.row.position));
  return before.filter((other) => other.row.position === position);
};

const stageOverdue = (round: StageRound, today: string) => round.state !== 'waiting' && isOverdue(round.row.due_date, round.state === 'approved' ? 'approved' : 'pending', today);

/** The stage a card shows: the first running (else asking for changes, else waiting, else the last). */
export function currentStage(state: AssetReviewState | undefined, today = todayUtc()): CurrentStage | null {
  if (!state?.stages.length) return null;
  const round =
    state.stages.find((stage) => stage.state === 'running') ??
    state.stages.find((stage) => stage.state === 'changes_requested') ??
    state.stages.find((stage) => stage.state === 'waiting') ??
    state.stages[state.stages.length - 1]!;
  return { id: round.row.id, name: round.row.name, position: round.row.position, state: round.state, deadline: round.row.due_date, overdue: stageOverdue(round, today), of: state.stages.length };
}

const presentReviewer = (reviewer: StandingReviewer, versionId: number | null) => ({
  user_id: reviewer.user_id,
  first_name: reviewer.first_name,
  last_name: reviewer.last_name,
  avatar: reviewer.avatar,
  required: reviewer.required === 1,
  decision: reviewer.decision,
  note: reviewer.latest?.note ?? null,
  decided_at: reviewer.latest?.created_at ?? null,
  version_id: versionId,
});

const presentGuests = (round: StageRound | undefined) =>
  (round?.guests ?? []).map((guest) => ({ name: guest.guest_name ?? '', decision: guest.decision, note: guest.note, decided_at: guest.created_at }));

/** One stage for the API; whether it takes decisions now is the decision rule's to say (decision-rule.ts). */
export function presentStage(round: StageRound, acceptsDecisions: boolean, today = todayUtc()): Stage {
  const { row } = round;
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    rule: round.rule,
    deadline: row.due_date,
    deadline_days: row.deadline_days,
    lock: row.lock === 1,
    private: row.private === 1,
    guests: row.guests === 1,
    start: row.start as Stage['start'],
    start_at: row.start_at,
    state: round.state,
    started_at: row.started_at,
    completed_at: row.completed_at,
    overdue: stageOverdue(round, today),
    locked: round.locked,
    accepts_decisions: acceptsDecisions,
    version_id: row.version_id,
    version: row.round_version,
    reviewers: round.reviewers.map((reviewer) => presentReviewer(reviewer, row.version_id)),
    guest_decisions: presentGuests(round),
  };
}

/** The approvals API's view: stage 1's reviewers, rule and due date, and the whole review's outcome. */
export function presentReview(state: AssetReviewState, canManage: boolean, today = todayUtc()): Review {
  const first = state.first;
  const dueDate = first?.row.due_date ?? null;
  return {
    rule: first?.rule ?? 'all',
    due_date: dueDate,
    overdue: isOverdue(dueDate, state.outcome, today),
    outcome: state.outcome,
    version_id: state.newest?.id ?? null,
    version: state.newest?.version ?? null,
    reviewers: (first?.reviewers ?? []).map((reviewer) => presentReviewer(reviewer, state.newest?.id ?? null)),
    guest_decisions: presentGuests(first),
    can_manage: canManage,
    stage: currentStage(state, today),
  };
}

export function presentReviewSummary(state: AssetReviewState | undefined, approvedByDecision: boolean, today = todayUtc()): AssetReviewSummary {
  const current = currentStage(state, today);
  const dueDate = state?.stages.length === 1 ? (state.first?.row.due_date ?? null) : (current?.deadline ?? null);
  return {
    outcome: state?.outcome ?? 'pending',
    due_date: dueDate,
    overdue: state ? isOverdue(dueDate, state.outcome, today) : false,
    approved_by_decision: approvedByDecision,
    stage: (state?.stages.length ?? 0) > 1 ? current : null,
    reviewers: (state?.stages.length === 1 ? state.reviewers : (state?.stages.find((stage) => stage.row.id === current?.id)?.reviewers ?? [])).map((reviewer) => ({
      user_id: reviewer.user_id,
      first_name: reviewer.first_name,
      last_name: reviewer.last_name,
      avatar: reviewer.avatar,
      decision: reviewer.decision,
      required: reviewer.required === 1,
    })),
  };
}
