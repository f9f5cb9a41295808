import { z } from 'zod';
import { IdSchema } from './fields.ts';
import { DecisionSchema, ReviewRuleSchema, ReviewerSchema, REVIEWERS_MAX, StageStateSchema } from './reviews.ts';

export { CurrentStageSchema, StageStateSchema, type CurrentStage, type StageState } from './reviews.ts';

/**
 * Review stages: an asset's review is an ordered list of stages (internal, then client, then
 * legal…), each with its own reviewers, rule, deadline and start trigger. Stages that share a
 * position run side by side; "the previous stage" of a stage is every stage at the nearest lower
 * position. The approvals API (`/assets/{id}/review`) reads and writes stage 1.
 */

/**
 * When a stage starts: `upload` as soon as a version is there, `previous_approved` when the
 * previous stage is approved, `previous_decided` when every decision of the previous stage is in,
 * `at` at `start_at`, `manual` when someone starts it by hand.
 */
export const STAGE_STARTS = ['upload', 'previous_approved', 'previous_decided', 'at', 'manual'] as const;
export const StageStartSchema = z.enum(STAGE_STARTS, { error: `The start must be one of ${STAGE_STARTS.join(', ')}.` });
export type StageStart = z.infer<typeof StageStartSchema>;


/** Where a new version restarts the review: at stage 1, or at the stage that asked for changes. */
export const RestartFromSchema = z.enum(['first', 'changes'], { error: 'Restart must be first or changes.' });
export type RestartFrom = z.infer<typeof RestartFromSchema>;

export const STAGES_MAX = 10;
export const STAGE_NAME_MAX = 80;
export const DEADLINE_DAYS_MAX = 365;

export const StageGuestDecisionSchema = z.object({ name: z.string(), decision: DecisionSchema, note: z.string().nullable(), decided_at: z.string() });

export const StageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1-based; stages sharing a position run in parallel. */
  position: z.number().int(),
  rule: ReviewRuleSchema,
  /** The day the stage is due, `YYYY-MM-DD`: the date set, or (with `deadline_days`) counted once the stage starts. */
  deadline: z.string().nullable(),
  /** Business days (Monday to Friday) after the stage starts, or null. */
  deadline_days: z.number().int().nullable(),
  /** No changes of mind once every reviewer has decided. */
  lock: z.boolean(),
  /** Its reviewers see only the comments of this stage. */
  private: z.boolean(),
  /** Guests of the asset's review links that allow decisions decide in this stage. */
  guests: z.boolean(),
  start: StageStartSchema,
  /** With `start: 'at'`: when it starts, an ISO date-time. */
  start_at: z.string().nullable(),
  state: StageStateSchema,
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The deadline has passed and the stage is not approved. */
  overdue: z.boolean(),
  /** Every decision is in and the stage locks: decisions can no longer change. */
  locked: z.boolean(),
  /**
   * It takes decisions now: started on the newest version, not locked, and not finished (its
   * outcome reached and a later stage started on it). A decision goes only to such a stage.
   */
  accepts_decisions: z.boolean(),
  /** The version this round of the stage is about (an earlier one when a later stage restarted), or null while waiting. */
  version_id: z.number().int().nullable(),
  version: z.number().int().nullable(),
  reviewers: z.array(ReviewerSchema),
  guest_decisions: z.array(StageGuestDecisionSchema),
});
export type Stage = z.infer<typeof StageSchema>;

export const StageListReplySchema = z.object({
  data: z.array(StageSchema),
  restart_from: RestartFromSchema,
  /** Whether the signed-in user may edit and start the stages. */
  can_manage: z.boolean(),
});
export type StageListReply = z.infer<typeof StageListReplySchema>;
export const StageListMessageReplySchema = StageListReplySchema.extend({ message: z.string() });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

const StageReviewerInputSchema = z.object({ user_id: IdSchema, required: z.boolean().default(false) });

/** One stage as a template keeps it: everything but dates, which belong to one asset. */
export const TemplateStageSchema = z.object({
  name: z.string({ error: 'Please name each stage.' }).trim().min(1, 'Please name each stage.').max(STAGE_NAME_MAX, `A stage's name may have at most ${STAGE_NAME_MAX} characters.`),
  position: z.number().int().min(1).max(STAGES_MAX).optional(),
  rule: ReviewRuleSchema.default('all'),
  deadline_days: z.number({ error: 'The deadline in business days must be a number.' }).int().min(1, 'The deadline is at least 1 business day.').max(DEADLINE_DAYS_MAX, `The deadline is at most ${DEADLINE_DAYS_MAX} business days.`).nullable().default(null),
  lock: z.boolean().default(false),
  private: z.boolean().default(false),
  guests: z.boolean().default(false),
  start: StageStartSchema.optional(),
  reviewers: z
    .array(StageReviewerInputSchema)
    .max(REVIEWERS_MAX, `A stage may have at most ${REVIEWERS_MAX} reviewers.`)
    .refine((list) => new Set(list.map((reviewer) => reviewer.user_id)).size === list.length, 'Each reviewer may be listed once in a stage.')
    .default([]),
});
export type TemplateStage = z.infer<typeof TemplateStageSchema>;

/** One stage in `PUT /assets/{id}/stages`: with `id` an existing stage (its round and decisions kept), without a new one. */
export const StageInputSchema = TemplateStageSchema.extend({
  id: IdSchema.optional(),
  deadline: z.string().regex(DAY, 'The deadline must be a day written as YYYY-MM-DD.').refine(isCalendarDay, 'The deadline is not a day of the calendar.').nullable().default(null),
  start_at: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), 'The start time must be a date and time, like 2026-12-01T09:00:00Z.')
    .transform((value) => new Date(value).toISOString())
    .nullable()
    .default(null),
});
export type StageInput = z.infer<typeof StageInputSchema>;

const stageList = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: 'Please list the stages.' }).min(1, 'A review has at least one stage.').max(STAGES_MAX, `A review may have at most ${STAGES_MAX} stages.`);

/**
 * `PUT /assets/{id}/stages`: the whole list, in order, or a template to copy. A bare array, or
 * `{data: [...]}` as `GET` returns it, is read as `{stages: [...]}`.
 */
export const UpdateStagesBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? { stages: body } : body && typeof body === 'object' && 'data' in body && !('stages' in body) ? { ...body, stages: (body as { data: unknown }).data } : body),
  z
    .object({
      stages: stageList(StageInputSchema).optional(),
      template_id: IdSchema.optional(),
      restart_from: RestartFromSchema.optional(),
    })
    .refine((body) => body.stages !== undefined || body.template_id !== undefined || body.restart_from !== undefined, 'Please list the stages, or name a template.'),
);
export type UpdateStagesBody = z.infer<typeof UpdateStagesBodySchema>;

export const StageParamsSchema = z.object({ id: IdSchema, stage_id: IdSchema });

/** A project's named list of stages; new assets take the default one. */
export const StageTemplateSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  is_default: z.boolean(),
  restart_from: RestartFromSchema,
  stages: z.array(TemplateStageSchema.extend({ position: z.number().int(), start: StageStartSchema })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StageTemplate = z.infer<typeof StageTemplateSchema>;

export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATES_PER_PROJECT = 20;

const templateFields = {
  name: z.string({ error: 'Please name the template.' }).trim().min(1, 'Please name the template.').max(TEMPLATE_NAME_MAX, `A template's name may have at most ${TEMPLATE_NAME_MAX} characters.`),
  is_default: z.boolean(),
  restart_from: RestartFromSchema,
  stages: stageList(TemplateStageSchema.refine((stage) => stage.start !== 'at', 'A template cannot start a stage at a set time: choose the time on the asset.')),
};

export const StageTemplateBodySchema = z.object({ ...templateFields, is_default: templateFields.is_default.default(false), restart_from: templateFields.restart_from.default('first') });
export type StageTemplateBody = z.infer<typeof StageTemplateBodySchema>;
/** Without defaults: a field left out of a change is left as it is. */
export const UpdateStageTemplateBodySchema = z
  .object(templateFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type UpdateStageTemplateBody = z.infer<typeof UpdateStageTemplateBodySchema>;

export const StageTemplateReplySchema = z.object({ data: StageTemplateSchema });
export const StageTemplateMessageReplySchema = z.object({ message: z.string(), data: StageTemplateSchema });
export const StageTemplateListReplySchema = z.object({ data: z.array(StageTemplateSchema) });
export const StageTemplateParamsSchema = z.object({ id: IdSchema, template_id: IdSchema });

