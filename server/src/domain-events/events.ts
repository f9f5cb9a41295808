import type { Acting, AuditedEvent, RequestOrigin } from './audited-events.ts';

/**
 * Facts the services announce, inside the transaction that makes them true. They carry ids, not
 * copies: a listener reads what it needs through the same transaction. Past tense, one per change.
 */
export type DomainEvent =
  | { type: 'comment.created'; comment_id: number }
  | { type: 'comment.resolved'; comment_id: number; actor_id: number }
  | { type: 'comment.reopened'; comment_id: number; actor_id: number }
  /** A member gave (`added`) or took back an emoji reaction on a comment. */
  | { type: 'reaction.changed'; comment_id: number; actor_id: number; reaction: string; added: boolean }
  /** `from_file`: made by uploading its first file (version.created follows), not from a title alone. */
  | { type: 'asset.created'; asset_id: number; actor_id: number; from_file: boolean }
  /** A variation added to an existing version. */
  | { type: 'variation.added'; asset_id: number; variation_id: number; actor_id: number }
  /** The row is gone: its name and version come along. */
  | { type: 'variation.deleted'; asset_id: number; version_number: number; variation_name: string; actor_id: number }
  /** The asset's approver (its first required reviewer) changed with an edit of its stages; null: none now. */
  | { type: 'approver.changed'; asset_id: number; approver_id: number | null; actor_id: number }
  /** Any new version, the first included (version.uploaded is the review's: only with reviewers). */
  | { type: 'version.created'; asset_id: number; version_number: number; actor_id: number }
  /** The asset's status moved, by hand or by its review (`because`); `actor_name` ('Ann (guest)') and `guest_name` name a guest whose decision moved it. */
  | { type: 'status.changed'; asset_id: number; from: string; to: string; actor_id: number | null; actor_name?: string; guest_name?: string; because: StatusCause }
  /** The server switched a failing webhook off; its project's managers are told. */
  | { type: 'webhook.disabled'; webhook_id: number; project_id: number; url: string }
  | { type: 'review.requested'; asset_id: number; actor_id: number; reviewer_ids: number[] }
  | { type: 'version.uploaded'; asset_id: number; version_number: number; actor_id: number; reviewer_ids: number[] }
  /** Every comparison of the version with the previous one is settled (ready or failed), announced by the last compare job. */
  | { type: 'version.compared'; asset_id: number; version_number: number }
  /**
   * `concludes`: the outcome this decision brought about, announced next as `review.concluded`; `stage_name`: the stage it was made in, given when the review has several;
   * `client`: where the decision was sent from, as the audit log keeps it.
   */
  | { type: 'decision.made'; asset_id: number; version_number: number; actor_id: number | null; actor_name?: string; guest_name?: string; decision: 'approved' | 'changes_requested'; note: string | null; concludes: boolean; stage_name?: string; client: RequestOrigin | null }
  /**
   * The review's outcome changed to approved or changes requested by the decision of `actor_id`; `by_all`: the last of several required approvers under the rule all.
   * `stage_count`, and the `rule` of the stage that decided it (the first when no decision did), named (`stage_name`) when a decision did and the review has several stages.
   */
  | { type: 'review.concluded'; asset_id: number; version_number: number; actor_id: number | null; actor_name?: string; guest_name?: string; outcome: 'approved' | 'changes_requested'; by_all: boolean; note: string | null; stage_count: number; rule: string | null; stage_name?: string }
  | { type: 'review.due'; asset_id: number; due: 'due_soon' | 'overdue'; pending_reviewer_ids: number[]; stage_id?: number }
  /**
   * A review stage's round began: its trigger fired (`start`; an `upload` start's reviewers are told
   * by version.uploaded), or someone started it (`manual`); `actor_id` null when the clock or a guest moved it.
   */
  | { type: 'stage.started'; asset_id: number; stage_id: number; version_number: number; start: string; reviewer_ids: number[]; actor_id: number | null; actor_name?: string }
  /** A review stage's round reached its outcome. */
  | { type: 'stage.completed'; asset_id: number; stage_id: number; version_number: number; outcome: 'approved' | 'changes_requested'; actor_id: number | null; actor_name?: string }
  /** The invitee joined the project (the audit log's member.added): `by` is the invitee's request. */
  | { type: 'invitation.accepted'; by: Acting; project_id: number; inviter_id: number | null; member_id: number; member_email: string; invitation_id: number; role: string }
  | AuditedEvent;

export type DomainEventType = DomainEvent['type'];

/**
 * Why an asset's status moved: set by hand; a new version opened its review; stages began asking for
 * decisions (`stage_names` given when the review has several stages); its review open again (the
 * outcome went back to pending); the review's outcome (told by review.concluded).
 */
export type StatusCause =
  | { by: 'hand' }
  | { by: 'new_version'; version_number: number }
  | { by: 'stages_started'; version_number: number; stage_names?: string[] }
  | { by: 'review_reopened'; version_number: number }
  | { by: 'review_concluded' };
