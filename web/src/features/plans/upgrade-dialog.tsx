import type { RefObject } from 'react';
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
  const user = useCurrentUser();
  const changePlan = useChangePlan();

  function handleChoose(plan: PlanId) {
    changePlan.mutate(plan, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onClose();
      },
    });
  }

  return (
    <Dialog
      title="Upgrade your plan"
      description="Choose a plan that's right for you"
      className="max-w-4xl"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      banner={changePlan.error && <div className="mb-4"><ErrorText>{changePlan.error.message}</ErrorText></div>}
    >
      <div className="mb-4 flex flex-wrap gap-2">
        <Badge>Upgrade anytime</Badge>
        <Badge>Downgrade anytime</Badge>
      </div>
      <PlanCatalogue
        currentPlan={user.plan}
        renderAction={(plan) => (
          <PlanChoiceButton
            plan={plan}
            currentPlan={user.plan}
            upgradeLabel="Upgrade now"
            pendingPlan={changePlan.isPending ? changePlan.variables : undefined}
            onChoose={handleChoose}
          />
        )}
      />
    </Dialog>
  );
}
