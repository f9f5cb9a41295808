import { useState, type ReactNode } from 'react';
import type { Plan, PlanId } from '@review/contract/plans';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { BILLING_OPTIONS, PLAN_LIST, type BillingPeriod } from './plan-pricing.ts';
import { PlanCard } from './plan-card.tsx';

export interface PlanCatalogueProps {
  currentPlan: PlanId;
  /** The button of one plan's card. */
  renderAction: (plan: Plan) => ReactNode;
}

/** The Monthly/Yearly toggle (default Monthly) over the three plan cards. */
export function PlanCatalogue({ currentPlan, renderAction }: PlanCatalogueProps) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SegmentedControl label="Billing period" options={BILLING_OPTIONS} value={period} onChange={setPeriod} />
        <span className="text-sm font-medium text-success">Save up to 33%</span>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {PLAN_LIST.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} isCurrent={plan.id === currentPlan} action={renderAction(plan)} />
        ))}
      </div>
    </div>
  );
}
