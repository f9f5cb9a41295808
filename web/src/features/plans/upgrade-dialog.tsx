import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { PlanId } from '@review/contract/plans';
import { Badge } from '../../ui/badge.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { useCurrentUser } from '../session/use-session.ts';
import { PlanCatalogue } from './plan-catalogue.tsx';
import { PlanChoiceButton } from './plan-choice-button.tsx';
import { useChangePlan } from './use-change-plan.ts';

export interface UpgradeDialogProps {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The upgrade overlay: plans side by side; choosing one switches the account's plan at once. */
export function UpgradeDialog({ onClose, returnFocusTo }: UpgradeDialogProps) {
  const intl = useIntl();
  const user = useCurrentUser();
  const changePlan = useChangePlan();

  function handleChoose(plan: PlanId) {
    changePlan.mutate(plan, {
      onSuccess: () => {
        toast.success(intl.formatMessage({ id: 'account.plans.changed' }));
        onClose();
      },
    });
  }

  return (
    <Dialog
      title={intl.formatMessage({ id: 'account.plans.upgradeTitle' })}
      description={intl.formatMessage({ id: 'account.plans.upgradeDescription' })}
      className="max-w-4xl"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      banner={changePlan.error && <div className="mb-4"><ErrorText>{changePlan.error.message}</ErrorText></div>}
    >
      <div className="mb-4 flex flex-wrap gap-2">
        <Badge>{intl.formatMessage({ id: 'account.plans.upgradeAnytime' })}</Badge>
        <Badge>{intl.formatMessage({ id: 'account.plans.downgradeAnytime' })}</Badge>
      </div>
      <PlanCatalogue
        currentPlan={user.plan}
        renderAction={(plan) => (
          <PlanChoiceButton
            plan={plan}
            currentPlan={user.plan}
            upgradeLabel={intl.formatMessage({ id: 'account.plans.upgradeNow' })}
            pendingPlan={changePlan.isPending ? changePlan.variables : undefined}
            onChoose={handleChoose}
          />
        )}
      />
    </Dialog>
  );
}
