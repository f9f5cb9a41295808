import type { AssetReviewSummary, Decision, Review, ReviewRule, ReviewState } from '@review/contract/reviews';
import type { Db } from '../../db/database.ts';
import { isOverdue, latestDecisions, latestGuestDecisions, outcomeOf, todayUtc } from './outcome.ts';
import { createReviewsRepository, type DecisionRow, type ReviewerRow } from './repository.ts';

/** One asset's review as the server reasons about it: settings, reviewers with their standing, outcome. */
export interface AssetReviewState {
  assetId: number;
  rule: ReviewRule;
  dueDate: string | null;
  newest: { id: number; version: number } | null;
  reviewers: (ReviewerRow & { decision: ReviewState; latest: DecisionRow | undefined })[];
  /** Guests' latest decisions on the newest version, through review links, in the order they were last made. */
  guests: (DecisionRow & { decision: Decision })[];
  outcome: ReviewState;
}

const readRule = (rule: string | undefined): ReviewRule => (rule === 'any' ? 'any' : 'all');

/** The review state of a batch of assets in a fixed number of queries, whatever the count. */
export async function loadReviewStates(db: Db, assetIds: number[]): Promise<Map<number, AssetReviewState>> {
  const repo = createReviewsRepository(db);
  const [settings, reviewers, newest] = await Promise.all([repo.listSettings(assetIds), repo.listReviewers(assetIds), repo.listNewestVersions(assetIds)]);
  const decisions = await repo.listDecisionsOfVersions([...newest.values()].map((version) => version.id));
  const settingsOf = new Map(settings.map((row) => [row.asset_id, row]));
  const states = new Map<number, AssetReviewState>();
  for (const assetId of assetIds) {
    const version = newest.get(assetId) ?? null;
    const ofVersion = decisions.filter((decision) => decision.version_id === version?.id);
    const latest = latestDecisions(ofVersion);
    const guests = latestGuestDecisions(ofVersion);
    const listed = reviewers
      .filter((reviewer) => reviewer.asset_id === assetId)
      .map((reviewer) => ({ ...reviewer, latest: latest.get(reviewer.user_id), decision: (latest.get(reviewer.user_id)?.decision ?? 'pending') as ReviewState }));
    const rule = readRule(settingsOf.get(assetId)?.rule);
    states.set(assetId, {
      assetId,
      rule,
      dueDate: settingsOf.get(assetId)?.due_date ?? null,
      newest: version,
      reviewers: listed,
      guests,
      // A guest counts as a reviewer who is not a required approver.
      outcome: outcomeOf(rule, [
        ...listed.map((reviewer) => ({ required: reviewer.required === 1, decision: reviewer.decision })),
        ...guests.map((guest) => ({ required: false, decision: guest.decision })),
      ]),
    });
  }
  return states;
}

export function presentReview(state: AssetReviewState, canManage: boolean, today = todayUtc()): Review {
  return {
    rule: state.rule,
    due_date: state.dueDate,
    overdue: isOverdue(state.dueDate, state.outcome, today),
    outcome: state.outcome,
    version_id: state.newest?.id ?? null,
    version: state.newest?.version ?? null,
    reviewers: state.reviewers.map((reviewer) => ({
      user_id: reviewer.user_id,
      first_name: reviewer.first_name,
      last_name: reviewer.last_name,
      avatar: reviewer.avatar,
      required: reviewer.required === 1,
      decision: reviewer.decision,
      note: reviewer.latest?.note ?? null,
      decided_at: reviewer.latest?.created_at ?? null,
      version_id: state.newest?.id ?? null,
    })),
    guest_decisions: state.guests.map((guest) => ({ name: guest.guest_name ?? '', decision: guest.decision, note: guest.note, decided_at: guest.created_at })),
    can_manage: canManage,
  };
}

export function presentReviewSummary(state: AssetReviewState | undefined, approvedByDecision: boolean, today = todayUtc()): AssetReviewSummary {
  return {
    outcome: state?.outcome ?? 'pending',
    due_date: state?.dueDate ?? null,
    overdue: state ? isOverdue(state.dueDate, state.outcome, today) : false,
    approved_by_decision: approvedByDecision,
    reviewers: (state?.reviewers ?? []).map((reviewer) => ({
      user_id: reviewer.user_id,
      first_name: reviewer.first_name,
      last_name: reviewer.last_name,
      avatar: reviewer.avatar,
      decision: reviewer.decision,
      required: reviewer.required === 1,
    })),
  };
}
