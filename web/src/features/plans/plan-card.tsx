import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Plan } from '@review/contract/plans';
import { Badge } from '../../ui/badge.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { PLAN_SUBTITLES, planLimits, planPrice, type BillingPeriod } from './plan-pricing.ts';

export interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  isCurrent: boolean;
  /** The card's button (upgrade, choose), absent on the current plan. */
  action: ReactNode;
}

export function PlanCard({ plan, period, isCurrent, action }: PlanCardProps) {
  const intl = useIntl();
  const price = planPrice(plan, period);
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={clsx('flex flex-col gap-4 rounded-lg border bg-surface p-5', plan.popular ? 'border-accent ring-1 ring-accent' : 'border-line')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`plan-${plan.id}`} translate="no" className="text-base font-semibold">
          {plan.title}
        </h3>
        {plan.popular && <Badge tone="accent">{intl.formatMessage({ id: 'account.plans.popular' })}</Badge>}
        {isCurrent && <Badge>{intl.formatMessage({ id: 'account.plans.current' })}</Badge>}
      </div>
      <p className="text-sm text-muted">{intl.formatMessage({ id: PLAN_SUBTITLES[plan.id] })}</p>
      <p className="flex items-baseline gap-1">
        <span className="text-2xl font-semibold tabular">{price ?? intl.formatMessage({ id: 'account.plans.free' })}</span>
        <span className="text-sm text-muted">
          {intl.formatMessage({ id: price ? (period === 'yearly' ? 'account.plans.perMonthYearly' : 'account.plans.perMonth') : 'account.plans.forever' })}
        </span>
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        {planLimits(plan).map((limit) => (
          <li key={limit.label} className="flex items-center gap-2">
            <span className="text-success">
              <CheckIcon />
            </span>
            {limit.line}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-2 empty:hidden">{action}</div>
    </article>
  );
}
