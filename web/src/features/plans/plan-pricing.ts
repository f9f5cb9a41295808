import { PLANS, type Plan, type PlanId } from '@review/contract/plans';
import { currentIntl, type MessageId } from '../../i18n/index.ts';
import { formatBytes } from '../../lib/format.ts';

export type BillingPeriod = 'monthly' | 'yearly';

export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

export const BILLING_LABELS = { monthly: 'account.plans.monthly', yearly: 'account.plans.yearly' } satisfies Record<BillingPeriod, MessageId>;

/** Cheapest first, as every screen lists them. */
export const PLAN_LIST: readonly Plan[] = [PLANS.starter, PLANS.lite, PLANS.pro];

export const PLAN_SUBTITLES = {
  starter: 'account.plans.subtitle.starter',
  lite: 'account.plans.subtitle.lite',
  pro: 'account.plans.subtitle.pro',
} satisfies Record<PlanId, MessageId>;

/** Price per month for the chosen billing period in the shown language's way, e.g. '$15' or '15 $'; null when the plan is free. */
export function planPrice(plan: Plan, period: BillingPeriod): string | null {
  const dollars = period === 'monthly' ? plan.priceMonthly : plan.priceYearly;
  if (dollars === 0) return null;
  return currentIntl().formatNumber(dollars, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
}

/** Each counted limit: its label, and its feature line with a count or without a limit. */
const COUNTED = [
  { key: 'projects', label: 'account.plans.limit.projects', line: 'account.plans.line.projects', unlimited: 'account.plans.unlimited.projects' },
  { key: 'assetsPerProject', label: 'account.plans.limit.assets', line: 'account.plans.line.assets', unlimited: 'account.plans.unlimited.assets' },
  { key: 'variationsPerVersion', label: 'account.plans.limit.variations', line: 'account.plans.line.variations', unlimited: 'account.plans.unlimited.variations' },
  { key: 'members', label: 'account.plans.limit.members', line: 'account.plans.line.members', unlimited: 'account.plans.unlimited.members' },
] as const satisfies readonly { key: keyof Plan; label: MessageId; line: MessageId; unlimited: MessageId }[];

/** The plan's limits as label/value rows (profile) and as feature lines (plan cards), in the shown language. */
export function planLimits(plan: Plan): { label: string; value: string; line: string }[] {
  const intl = currentIntl();
  const storage = formatBytes(plan.storageBytes);
  return [
    ...COUNTED.map((limit) => {
      const count: number | null = plan[limit.key];
      return {
        label: intl.formatMessage({ id: limit.label }),
        value: count === null ? intl.formatMessage({ id: 'account.plans.unlimited' }) : intl.formatNumber(count),
        line: count === null ? intl.formatMessage({ id: limit.unlimited }) : intl.formatMessage({ id: limit.line }, { count }),
      };
    }),
    { label: intl.formatMessage({ id: 'account.plans.limit.storage' }), value: storage, line: intl.formatMessage({ id: 'account.plans.line.storage' }, { size: storage }) },
  ];
}

/** Whether moving from one plan to another is an upgrade. */
export function isUpgrade(from: PlanId, to: PlanId): boolean {
  return PLAN_LIST.findIndex((plan) => plan.id === to) > PLAN_LIST.findIndex((plan) => plan.id === from);
}
