import { PLANS } from '@review/contract/plans';
import type { Project } from '@review/contract/projects';
import type { User } from '@review/contract/user';
import { formatBytes } from '../../../lib/format.ts';
import { projectUsageMb } from '../project-format.ts';
import { useProjectList } from '../use-project-list.ts';
import { PanelSection } from './panel-section.tsx';

/** This project's storage, and the account's (every project the user owns) against the plan's storage. */
export function StorageSection({ project, user }: { project: Project; user: User }) {
  const { data: owned } = useProjectList('mine');
  const plan = PLANS[user.plan];
  const usedBytes = (owned ?? []).reduce((sum, each) => sum + each.used_storage, 0) * 1024;
  const percent = Math.min(100, Math.round((usedBytes / plan.storageBytes) * 100));
  return (
    <PanelSection id="panel-storage" title="Storage">
      <p className="text-sm">
        This project uses <span className="font-medium tabular">{projectUsageMb(project.used_storage)} MB</span>
      </p>
      <div className="flex flex-col gap-1">
        <div className="flex justify-between text-xs text-muted tabular">
          <span>Your projects ({plan.title} plan)</span>
          <span>
            {owned ? formatBytes(usedBytes) : '…'} of {formatBytes(plan.storageBytes)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Storage used by your projects"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${formatBytes(usedBytes)} of ${formatBytes(plan.storageBytes)}`}
          className="h-2 overflow-hidden rounded-full bg-subtle"
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </PanelSection>
  );
}
