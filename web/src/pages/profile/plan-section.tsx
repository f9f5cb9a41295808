import { Link } from 'react-router';
import { PLANS, type PlanId } from '@review/contract/plans';
import { Section } from '../../layout/page-header.tsx';
import { PlanLimits } from '../../features/plans/plan-limits.tsx';
import { planPrice } from '../../features/plans/plan-pricing.ts';
import { UpgradeButton } from '../../features/plans/upgrade-button.tsx';

export function PlanSection({ planId }: { planId: PlanId }) {
  const plan = PLANS[planId];
  const price = planPrice(plan, 'monthly');
  return (
    <Section
      title={`${plan.title} Plan`}
      actions={
        <UpgradeButton size="sm" />
      }
    >
      <p className="text-sm text-muted">
        {price ? `${price} a month.` : 'Free forever.'}{' '}
        <Link to="/pricing" className="font-medium text-accent-text underline-offset-2 hover:underline">
          Compare plans
        </Link>
      </p>
      <div>
        <h3 className="text-sm font-semibold">Plan limits</h3>
        <PlanLimits plan={plan} />
      </div>
    </Section>
  );
}
