import { z } from 'zod';

/** The one plan catalogue (spec section 9, first table), used by every screen and enforced by the server. */
export const PlanIdSchema = z.enum(['starter', 'lite', 'pro']);
export type PlanId = z.infer<typeof PlanIdSchema>;

export interface Plan {
  id: PlanId;
  title: string;
  /** `null` means unlimited. */
  projects: number | null;
  assetsPerProject: number | null;
  variationsPerVersion: number;
  members: number | null;
  storageBytes: number;
  /** US dollars a month, billed monthly. */
  priceMonthly: number;
  /** US dollars a month, shown for yearly billing. */
  priceYearly: number;
  popular: boolean;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

export const PLANS: Record<PlanId, Plan> = {
  starter: { id: 'starter', title: 'Starter', projects: 3, assetsPerProject: 10, variationsPerVersion: 3, members: 3, storageBytes: 500 * MB, priceMonthly: 0, priceYearly: 0, popular: false },
  lite: { id: 'lite', title: 'Lite', projects: 20, assetsPerProject: 30, variationsPerVersion: 6, members: 10, storageBytes: 5 * GB, priceMonthly: 15, priceYearly: 10, popular: true },
  pro: { id: 'pro', title: 'Pro', projects: null, assetsPerProject: null, variationsPerVersion: 9, members: null, storageBytes: 250 * GB, priceMonthly: 39, priceYearly: 29, popular: false },
};
