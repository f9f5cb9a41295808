import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { PlanId } from '@review/contract/plans';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { PlanCatalogue } from '../../features/plans/plan-catalogue.tsx';
import { PlanChoiceButton } from '../../features/plans/plan-choice-button.tsx';
import { useChangePlan } from '../../features/plans/use-change-plan.ts';
import { useCurrentUser } from '../../features/session/use-session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function PricingPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.pricing.title' });
  useDocumentTitle(title);
  const user = useCurrentUser();
  const changePlan = useChangePlan();

  function handleChoose(plan: PlanId) {
    changePlan.mutate(plan, {
      onSuccess: () => void toast.success(intl.formatMessage({ id: 'account.plans.changed' })),
    });
  }

  return (
    <PageBody wide>
      <PageHeader title={title} description={intl.formatMessage({ id: 'account.pricing.description' })} />
      <ErrorText>{changePlan.error?.message}</ErrorText>
      <PlanCatalogue
        currentPlan={user.plan}
        renderAction={(plan) => (
          <PlanChoiceButton
            plan={plan}
            currentPlan={user.plan}
            upgradeLabel={intl.formatMessage({ id: 'account.pricing.choose' })}
            pendingPlan={changePlan.isPending ? changePlan.variables : undefined}
            onChoose={handleChoose}
          />
        )}
      />
    </PageBody>
  );
}
