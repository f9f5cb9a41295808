import type { Decision, ReviewRule, ReviewState } from '@review/contract/reviews';

export interface Standing {
  required: boolean;
  decision: ReviewState;
}

/**
 * Where one stage's round stands (Ziflow's precedence). The required approvers are counted (every
 * reviewer when nobody is required): a counted approver's request for changes wins; otherwise `all`
 * needs each of them to approve, `any` one of them; short of that it is pending.
 */
export function outcomeOf(rule: ReviewRule, standings: Standing[]): ReviewState {
  const required = standings.filter((standing) => standing.required);
  const counted = required.length > 0 ? required : standings;
  if (counted.length === 0) return 'pending';
  if (counted.some((standing) => standing.decision === 'changes_requested')) return 'changes_requested';
  const approved = counted.filter((standing) => standing.decision === 'approved').length;
  if (rule === 'all' ? approved === counted.length : approved > 0) return 'approved';
  return 'pending';
}

/** Each reviewer's last decision among `decisions` (oldest first), or pending. */
export function latestDecisions<T extends { user_id: number | null; decision: string }>(decisions: T[]): Map<number, T & { decision: Decision }> {
  const latest = new Map<number, T & { decision: Decision }>();
  for (const decision of decisions) {
    if (decision.user_id !== null && (decision.decision === 'approved' || decision.decision === 'changes_requested')) {
      latest.set(decision.user_id, decision as T & { decision: Decision });
    }
  }
  return latest;
}

/**
 * Each guest's last decision among `decisions` (oldest first), by the address they gave (in any
 * case): a guest who changes their mind replaces their decision, as a reviewer does.
 */
export function latestGuestDecisions<T extends { user_id: number | null; guest_email: string | null; decision: string }>(decisions: T[]): (T & { decision: Decision })[] {
  const latest = new Map<string, T & { decision: Decision }>();
  for (const decision of decisions) {
    if (decision.user_id === null && decision.guest_email !== null && (decision.decision === 'approved' || decision.decision === 'changes_requested')) {
      const key = decision.guest_email.toLowerCase();
      latest.delete(key);
      latest.set(key, decision as T & { decision: Decision });
    }
  }
  return [...latest.values()];
}

/** The due day has passed (in UTC) and the review (or stage) is not approved. */
export const isOverdue = (dueDate: string | null, outcome: ReviewState, today: string) => dueDate !== null && dueDate < today && outcome !== 'approved';

export const todayUtc = (at = new Date()) => at.toISOString().slice(0, 10);
