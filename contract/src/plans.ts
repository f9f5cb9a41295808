import { z } from 'zod';

/** The one plan catalogue (spec section 9, first table), used by every screen and enforced by the server. */
export const PlanIdSchema = z.enum(['starter', 'lite', 'pro']);
export type PlanId = z.infer<typeof PlanIdSchema>;

export const PlanSchema = z.object({
  id: PlanIdSchema,
  title: z.string(),
  /** Projects the account may own; `null` means unlimited. */
  projects: z.number().int().nullable(),
  /** `null` means unlimited. */
  assetsPerProject: z.number().int().nullable(),
  variationsPerVersion: z.number().int(),
  /** People each owned project may have besides its owner, pending invitations included; `null` means unlimited. */
  members: z.number().int().nullable(),
  storageBytes: z.number().int(),
  /** US dollars a month, billed monthly. */
  priceMonthly: z.number(),
  /** US dollars a month, shown for yearly billing. */
  priceYearly: z.number(),
  popular: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

const MB = 1024 * 1024;
const GB = 1024 * MB;

export const PLANS: Record<PlanId, Plan> = {
  starter: { id: 'starter', title: 'Starter', projects: 3, assetsPerProject: 10, variationsPerVersion: 3, members: 3, storageBytes: 500 * MB, priceMonthly: 0, priceYearly: 0, popular: false },
  lite: { id: 'lite', title: 'Lite', projects: 20, assetsPerProject: 30, variationsPerVersion: 6, members: 10, storageBytes: 5 * GB, priceMonthly: 15, priceYearly: 10, popular: true },
  pro: { id: 'pro', title: 'Pro', projects: null, assetsPerProject: null, variationsPerVersion: 9, members: null, storageBytes: 250 * GB, priceMonthly: 39, priceYearly: 29, popular: false },
};

/**
 * `GET /projects/{id}/plan-usage`: the plan a project's files count against, its owner's, and how much
 * of it the owner's projects use. Any member may ask: an upload of theirs fills the owner's plan.
 */
export const PlanUsageSchema = z.object({
  /** The project owner's plan. */
  plan: PlanIdSchema,
  /** KB: the sum of the `used_storage` of every project the owner has, archived ones included, as the project lists give each. */
  used_storage: z.number().int(),
});
export type PlanUsage = z.infer<typeof PlanUsageSchema>;
export const PlanUsageReplySchema = z.object({ data: PlanUsageSchema });
export type PlanUsageReply = z.infer<typeof PlanUsageReplySchema>;

/** `GET /plans`: the catalogue, cheapest first. */
export const PlanListReplySchema = z.object({ data: z.array(PlanSchema) });
export type PlanListReply = z.infer<typeof PlanListReplySchema>;
