import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Plan, PlanId } from '@review/contract/plans';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { BILLING_LABELS, BILLING_PERIODS, PLAN_LIST, type BillingPeriod } from './plan-pricing.ts';
import { PlanCard } from './plan-card.tsx';

export interface PlanCatalogueProps {
  currentPlan: PlanId;
  /** The button of one plan's card. */
  renderAction: (plan: Plan) => ReactNode;
}

/** The Monthly/Yearly toggle (default Monthly) over the three plan cards. */
export function PlanCatalogue({ currentPlan, renderAction }: PlanCatalogueProps) {
  const intl = useIntl();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const options = BILLING_PERIODS.map((value) => ({ value, label: intl.formatMessage({ id: BILLING_LABELS[value] }) }));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SegmentedControl label={intl.formatMessage({ id: 'account.plans.billingPeriod' })} options={options} value={period} onChange={setPeriod} />
        <span className="text-sm font-medium text-success">{intl.formatMessage({ id: 'account.plans.saveUpTo' }, { percent: intl.formatNumber(0.33, { style: 'percent' }) })}</span>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {PLAN_LIST.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} isCurrent={plan.id === currentPlan} action={renderAction(plan)} />
        ))}
      </div>
    </div>
  );
}
