import { PLANS, type Plan, type PlanId } from '@review/contract/plans';
import { formatBytes } from '../../lib/format.ts';

export type BillingPeriod = 'monthly' | 'yearly';

export const BILLING_OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
] as const satisfies readonly { value: BillingPeriod; label: string }[];

/** Cheapest first, as every screen lists them. */
export const PLAN_LIST: readonly Plan[] = [PLANS.starter, PLANS.lite, PLANS.pro];

export const PLAN_SUBTITLES: Record<PlanId, string> = {
  starter: 'For trying things out on your own',
  lite: 'For freelancers and small teams',
  pro: 'For studios and agencies',
};

/** Price per month for the chosen billing period, e.g. '$15'; null when the plan is free. */
export function planPrice(plan: Plan, period: BillingPeriod): string | null {
  const dollars = period === 'monthly' ? plan.priceMonthly : plan.priceYearly;
  return dollars === 0 ? null : `$${dollars}`;
}

function countOf(value: number | null, noun: string): string {
  return value === null ? `Unlimited ${noun}` : `${value} ${noun}`;
}

/** The plan's limits as label/value rows (profile) and as feature lines (plan cards). */
export function planLimits(plan: Plan): { label: string; value: string; line: string }[] {
  const rows = [
    { label: 'Projects', value: plan.projects, noun: 'projects' },
    { label: 'Assets per project', value: plan.assetsPerProject, noun: 'assets per project' },
    { label: 'Variations per version', value: plan.variationsPerVersion, noun: 'variations per version' },
    { label: 'Members per project', value: plan.members, noun: 'members per project' },
  ];
  return [
    ...rows.map((row) => ({ label: row.label, value: row.value === null ? 'Unlimited' : String(row.value), line: countOf(row.value, row.noun) })),
    { label: 'Storage', value: formatBytes(plan.storageBytes), line: `${formatBytes(plan.storageBytes)} storage` },
  ];
}

/** Whether moving from one plan to another is an upgrade. */
export function isUpgrade(from: PlanId, to: PlanId): boolean {
  return PLAN_LIST.findIndex((plan) => plan.id === to) > PLAN_LIST.findIndex((plan) => plan.id === from);
}
