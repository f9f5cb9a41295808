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
  const { data: usage } = usePlanUsage(project.id);
  const plan = usage && PLANS[usage.plan];
  const whose = project.role === 'Owner' ? 'Your projects' : `${project.creator.first_name}'s projects`;
  const usedText = usage ? formatStorageKb(usage.used_storage) : '…';
  const percent = usage && plan ? Math.min(100, Math.round(((usage.used_storage * 1024) / plan.storageBytes) * 100)) : 0;
  return (
    <PanelSection id="panel-storage" title="Storage">
      <p className="text-sm">
        This project uses <span className="font-medium tabular">{formatStorageKb(project.used_storage)}</span>
      </p>
      <div className="flex flex-col gap-1">
        <div className="flex justify-between gap-2 text-xs text-muted tabular">
          <span>
            {whose}
            {plan && ` (${plan.title} plan)`}
          </span>
          <span className="shrink-0 whitespace-nowrap">
            {usedText}
            {plan && ` of ${formatBytes(plan.storageBytes)}`}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={project.role === 'Owner' ? 'Storage used by your projects' : `Storage used by ${project.creator.first_name}'s projects`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={plan ? `${usedText} of ${formatBytes(plan.storageBytes)}` : usedText}
          className="h-2 overflow-hidden rounded-full bg-subtle"
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </PanelSection>
  );
}
