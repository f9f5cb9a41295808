import { FormattedMessage, useIntl } from 'react-intl';
import { PLANS } from '@review/contract/plans';
import type { Project } from '@review/contract/projects';
import { formatBytes } from '../../../lib/format.ts';
import { usePlanUsage } from '../../plans/use-plan-usage.ts';
import { formatStorageKb } from '../project-format.ts';
import { PanelSection } from './panel-section.tsx';

/**
 * This project's storage, and the plan it counts against (its owner's) with the sum of the owner's
 * projects' sizes, as the server adds them from the figures the project lists show; so a member
 * sees the owner's plan filling, never their own empty one beside this project's size.
 */
export function StorageSection({ project }: { project: Project }) {
  const intl = useIntl();
  const { data: usage } = usePlanUsage(project.id);
  const plan = usage && PLANS[usage.plan];
  const isOwner = project.role === 'Owner';
  const owner = project.creator.first_name;
  const usedText = usage ? formatStorageKb(usage.used_storage) : '…';
  const usedOfPlan = plan ? intl.formatMessage({ id: 'projects.storage.usedOf' }, { used: usedText, total: formatBytes(plan.storageBytes) }) : usedText;
  const percent = usage && plan ? Math.min(100, Math.round(((usage.used_storage * 1024) / plan.storageBytes) * 100)) : 0;
  return (
    <PanelSection id="panel-storage" title={intl.formatMessage({ id: 'projects.storage.title' })}>
      <p className="text-sm">
        <FormattedMessage id="projects.storage.project" values={{ size: formatStorageKb(project.used_storage), b: (chunks) => <span className="font-medium tabular">{chunks}</span> }} />
      </p>
      <div className="flex flex-col gap-1">
        <div className="flex justify-between gap-2 text-xs text-muted tabular">
          <span>
            {plan ? (
              <FormattedMessage id="projects.storage.whosePlan" values={{ isOwner: String(isOwner), owner, plan: plan.title }} />
            ) : (
              <FormattedMessage id="projects.storage.whose" values={{ isOwner: String(isOwner), owner }} />
            )}
          </span>
          <span className="shrink-0 whitespace-nowrap">{usedOfPlan}</span>
        </div>
        <div
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'projects.storage.bar' }, { isOwner: String(isOwner), owner })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={usedOfPlan}
          className="h-2 overflow-hidden rounded-full bg-subtle"
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </PanelSection>
  );
}
