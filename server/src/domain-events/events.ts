/**
 * Facts the services announce, inside the transaction that makes them true. They carry ids, not
 * copies: a listener reads what it needs through the same transaction. Past tense, one per change.
 */
export type DomainEvent =
  | { type: 'comment.created'; comment_id: number }
  | { type: 'comment.resolved'; comment_id: number; actor_id: number }
  | { type: 'asset.created'; asset_id: number; actor_id: number }
  /** Any new version, the first included (version.uploaded is the review's: only with reviewers). */
  | { type: 'version.created'; asset_id: number; version_number: number; actor_id: number }
  /** The asset's status moved, by hand or by its review; `actor_name` names a guest whose decision moved it. */
  | { type: 'status.changed'; asset_id: number; from: string; to: string; actor_id: number | null; actor_name?: string }
  /** The server switched a failing webhook off; its project's managers are told. */
  | { type: 'webhook.disabled'; webhook_id: number; project_id: number; url: string }
  | { type: 'review.requested'; asset_id: number; actor_id: number; reviewer_ids: number[] }
  | { type: 'version.uploaded'; asset_id: number; version_number: number; actor_id: number; reviewer_ids: number[] }
  /** Every comparison of the version with the previous one is settled (ready or failed), announced by the last compare job. */
  | { type: 'version.compared'; asset_id: number; version_number: number }
  /** `concludes`: the outcome this decision brought about, announced next as `review.concluded`. */
  | { type: 'decision.made'; asset_id: number; version_number: number; actor_id: number | null; actor_name?: string; guest_name?: string; decision: 'approved' | 'changes_requested'; note: string | null; concludes: boolean }
  /** The review's outcome changed to approved or changes requested by the decision of `actor_id`; `by_all`: the last of several required approvers under the rule all. */
  | { type: 'review.concluded'; asset_id: number; version_number: number; actor_id: number | null; actor_name?: string; guest_name?: string; outcome: 'approved' | 'changes_requested'; by_all: boolean; note: string | null }
  | { type: 'review.due'; asset_id: number; due: 'due_soon' | 'overdue'; pending_reviewer_ids: number[]; stage_id?: number }
  /**
   * A review stage's round began: its trigger fired (`start`; an `upload` start's reviewers are told
   * by version.uploaded), or someone started it (`manual`); `actor_id` null when the clock or a guest moved it.
   */
  | { type: 'stage.started'; asset_id: number; stage_id: number; version_number: number; start: string; reviewer_ids: number[]; actor_id: number | null; actor_name?: string }
  /** A review stage's round reached its outcome. */
  | { type: 'stage.completed'; asset_id: number; stage_id: number; version_number: number; outcome: 'approved' | 'changes_requested'; actor_id: number | null; actor_name?: string }
  | { type: 'invitation.accepted'; project_id: number; inviter_id: number | null; member_id: number };

export type DomainEventType = DomainEvent['type'];
