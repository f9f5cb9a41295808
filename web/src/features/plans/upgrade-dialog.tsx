import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { PLANS, type PlanId } from '@review/contract/plans';
import { Badge } from '../../ui/badge.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { useCurrentUser } from '../session/use-session.ts';
import { PlanCatalogue } from './plan-catalogue.tsx';
import { PlanChoiceButton } from './plan-choice-button.tsx';
import { useChangePlan } from './use-change-plan.ts';

/** The upgrade overlay, opened by its child (a button). */
export function UpgradeDialog({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const [isOpen, setIsOpen] = useState(false);
  const changePlan = useChangePlan();

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) changePlan.reset();
  }

  function handleChoose(plan: PlanId) {
    changePlan.mutate(plan, {
      onSuccess: (reply) => {
        toast.success(reply?.message ?? `You are now on the ${PLANS[plan].title} plan.`);
        setIsOpen(false);
      },
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        title="Upgrade your plan"
        description="Choose a plan that's right for you"
        className="max-w-4xl"
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
      </DialogContent>
    </Dialog>
  );
}
