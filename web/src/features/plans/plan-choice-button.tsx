import { useIntl } from 'react-intl';
import type { Plan, PlanId } from '@review/contract/plans';
import { Button } from '../../ui/button.tsx';
import { isUpgrade } from './plan-pricing.ts';

export interface PlanChoiceButtonProps {
  plan: Plan;
  currentPlan: PlanId;
  /** Label when the plan is a step up, e.g. 'Upgrade now' or 'Choose plan'. */
  upgradeLabel: string;
  /** The plan being switched to right now, if any. */
  pendingPlan: PlanId | undefined;
  onChoose: (plan: PlanId) => void;
}

/** The button of a plan card; none on the current plan. */
export function PlanChoiceButton({ plan, currentPlan, upgradeLabel, pendingPlan, onChoose }: PlanChoiceButtonProps) {
  const intl = useIntl();
  if (plan.id === currentPlan) return null;
  const isPending = pendingPlan === plan.id;
  const label = isUpgrade(currentPlan, plan.id) ? upgradeLabel : intl.formatMessage({ id: 'account.plans.downgrade' });
  return (
    <Button
      className="w-full"
      variant={plan.popular ? 'primary' : 'secondary'}
      disabled={pendingPlan !== undefined}
      aria-label={intl.formatMessage({ id: 'account.plans.choiceLabel' }, { action: label, plan: plan.title })}
      onClick={() => onChoose(plan.id)}
    >
      {isPending ? intl.formatMessage({ id: 'account.plans.switching' }) : label}
    </Button>
  );
}
