import { z } from 'zod';
import { IdSchema } from './fields.ts';

/** `all`: every required approver must approve the newest version; `any`: one of them is enough. */
export const ReviewRuleSchema = z.enum(['all', 'any'], { error: 'The rule must be all or any.' });
export type ReviewRule = z.infer<typeof ReviewRuleSchema>;

/** What a reviewer can decide about a version. */
export const DecisionSchema = z.enum(['approved', 'changes_requested'], { error: 'The decision must be approved or changes_requested.' });
export type Decision = z.infer<typeof DecisionSchema>;

/** A reviewer's standing on the newest version, and the asset's outcome: `pending` until decided. */
export const ReviewStateSchema = z.enum(['pending', 'approved', 'changes_requested']);
export type ReviewState = z.infer<typeof ReviewStateSchema>;

/**
 * `waiting`: not started on this round; `running`: decisions open; `approved` / `changes_requested`:
 * the stage's outcome (any required approver's request for changes wins, else the rule decides).
 */
export const StageStateSchema = z.enum(['waiting', 'running', 'approved', 'changes_requested']);
export type StageState = z.infer<typeof StageStateSchema>;

/** The stage the board card shows: the first one running (else the first waiting), with its deadline. */
export const CurrentStageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  state: StageStateSchema,
  deadline: z.string().nullable(),
  overdue: z.boolean(),
  /** How many stages the review has in all. */
  of: z.number().int(),
});
export type CurrentStage = z.infer<typeof CurrentStageSchema>;

export const REVIEW_NOTE_MAX = 2000;
export const REVIEWERS_MAX = 50;

/** One reviewer of an asset, with their decision on the newest version. */
export const ReviewerSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Avatar path relative to the host, or null. */
  avatar: z.string().nullable(),
  /** A required approver: counted by the rule. When nobody is required, every reviewer counts. */
  required: z.boolean(),
  decision: ReviewStateSchema,
  note: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The version the decision is about: the newest one. */
  version_id: z.number().int().nullable(),
});
export type Reviewer = z.infer<typeof ReviewerSchema>;

/** `GET /assets/{id}/review`: who reviews, the rule, the due date and where the newest version stands. */
export const ReviewSchema = z.object({
  rule: ReviewRuleSchema,
  /** A calendar day, `YYYY-MM-DD`, or null. */
  due_date: z.string().nullable(),
  /** The due date has passed and the outcome is not approved. */
  overdue: z.boolean(),
  outcome: ReviewStateSchema,
  /** The newest version, whose decisions these are; null before any upload. */
  version_id: z.number().int().nullable(),
  /** That version's number. */
  version: z.number().int().nullable(),
  reviewers: z.array(ReviewerSchema),
  /**
   * Latest decision of each guest (by e-mail address) who decided on the newest version through a
   * review link. They count in the rule as reviewers who are not required approvers.
   */
  guest_decisions: z.array(z.object({ name: z.string(), decision: DecisionSchema, note: z.string().nullable(), decided_at: z.string() })),
  /** Whether the signed-in user may change reviewers, rule and due date. */
  can_manage: z.boolean(),
  /** The review's current stage (see contract/stages); these reviewers, rule and due date are stage 1's. */
  stage: CurrentStageSchema.nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewReplySchema = z.object({ data: ReviewSchema });
export const ReviewMessageReplySchema = z.object({ message: z.string(), data: ReviewSchema });
export type ReviewMessageReply = z.infer<typeof ReviewMessageReplySchema>;

const DUE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `PUT /assets/{id}/review`. The first required reviewer also becomes the asset's approver. */
export const UpdateReviewBodySchema = z.object({
  reviewers: z
    .array(z.object({ user_id: IdSchema, required: z.boolean().default(false) }), { error: 'Please list the reviewers.' })
    .max(REVIEWERS_MAX, `An asset may have at most ${REVIEWERS_MAX} reviewers.`)
    .refine((list) => new Set(list.map((reviewer) => reviewer.user_id)).size === list.length, 'Each reviewer may be listed once.'),
  rule: ReviewRuleSchema.optional(),
  due_date: z
    .string()
    .regex(DUE_DATE, 'The due date must be a day written as YYYY-MM-DD.')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'The due date is not a day of the calendar.')
    .nullable()
    .optional(),
});
export type UpdateReviewBody = z.infer<typeof UpdateReviewBodySchema>;

/** `POST /assets/{id}/decisions`: the signed-in reviewer's decision, on the newest version unless one is named. */
export const DecideBodySchema = z.object({
  decision: DecisionSchema,
  note: z.string().trim().max(REVIEW_NOTE_MAX, `The note may have at most ${REVIEW_NOTE_MAX} characters.`).nullable().optional(),
  version_id: IdSchema.optional(),
  /** The stage decided in; by default the running stage the reviewer sits in. */
  stage_id: IdSchema.optional(),
});
export type DecideBody = z.infer<typeof DecideBodySchema>;

/** One decision ever made on an asset (`GET /assets/{id}/decisions`), newest first. */
export const DecisionRecordSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  /** Made by a guest through a review link: `first_name` holds the name they gave, `last_name` is empty. */
  guest: z.boolean(),
  version_id: z.number().int(),
  version: z.number().int(),
  /** The stage the decision was made in (null for a stage since deleted). */
  stage_id: z.number().int().nullable(),
  stage_name: z.string().nullable(),
  decision: DecisionSchema,
  note: z.string().nullable(),
  decided_at: z.string(),
});
export type DecisionRecord = z.infer<typeof DecisionRecordSchema>;

export const DecisionListQuerySchema = z.object({ version_id: IdSchema.optional() });
export const DecisionListReplySchema = z.object({ data: z.array(DecisionRecordSchema) });

/** `GET /reviews/mine`: assets whose newest version waits for my decision, across projects. */
export const MyReviewSchema = z.object({
  asset_id: z.number().int(),
  title: z.string(),
  project_id: z.number().int(),
  project_name: z.string(),
  /** The newest version's number. */
  version: z.number().int(),
  /** The running stage waiting for me; `due_date` is its deadline. */
  stage_id: z.number().int(),
  stage_name: z.string(),
  /** How many stages the asset's review has (the stage is worth naming when more than one). */
  stage_count: z.number().int(),
  due_date: z.string().nullable(),
  overdue: z.boolean(),
  /** Path relative to the host, or null; a document's page 1. */
  thumbnail: z.string().nullable(),
  /** Pages of the newest version's design file (1 for images). */
  page_count: z.number().int(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;
export const MyReviewListReplySchema = z.object({ data: z.array(MyReviewSchema) });

/** The review part of every asset payload, so the board needs no extra call. */
export const AssetReviewSummarySchema = z.object({
  outcome: ReviewStateSchema,
  due_date: z.string().nullable(),
  overdue: z.boolean(),
  /** The card sits in Approved because the rule was met, not because someone moved it there. */
  approved_by_decision: z.boolean(),
  /** The stage running now (or next to start), for the card; null when the review has a single stage. */
  stage: CurrentStageSchema.nullable(),
  reviewers: z.array(
    z.object({
      user_id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      avatar: z.string().nullable(),
      decision: ReviewStateSchema,
      required: z.boolean(),
    }),
  ),
});
export type AssetReviewSummary = z.infer<typeof AssetReviewSummarySchema>;
