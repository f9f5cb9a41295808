import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PLANS, type PlanId } from '@review/contract/plans';
import { Section } from '../../layout/page-header.tsx';
import { PlanLimits } from '../../features/plans/plan-limits.tsx';
import { planPrice } from '../../features/plans/plan-pricing.ts';
import { UpgradeButton } from '../../features/plans/upgrade-button.tsx';

export function PlanSection({ planId }: { planId: PlanId }) {
  const intl = useIntl();
  const plan = PLANS[planId];
  const price = planPrice(plan, 'monthly');
  return (
    <Section title={intl.formatMessage({ id: 'account.planSection.title' }, { plan: plan.title })} actions={<UpgradeButton size="sm" />}>
      <p className="text-sm text-muted">
        {price ? intl.formatMessage({ id: 'account.planSection.price' }, { price }) : intl.formatMessage({ id: 'account.planSection.free' })}{' '}
        <Link to="/pricing" className="font-medium text-accent-text underline-offset-2 hover:underline">
          {intl.formatMessage({ id: 'account.planSection.compare' })}
        </Link>
      </p>
      <div>
        <h3 className="text-sm font-semibold">{intl.formatMessage({ id: 'account.planSection.limits' })}</h3>
        <PlanLimits plan={plan} />
      </div>
    </Section>
  );
}
