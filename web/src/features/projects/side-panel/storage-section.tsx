import { PLANS } from '@review/contract/plans';
import type { Project } from '@review/contract/projects';
import type { User } from '@review/contract/user';
import { formatBytes } from '../../../lib/format.ts';
import { formatStorageKb } from '../project-format.ts';
import { useProjectList } from '../use-project-list.ts';
import { PanelSection } from './panel-section.tsx';

/**
 * This project's storage, and the account's (every project the user owns) against the plan's
 * storage, both written as the project list writes sizes, so one project's files read the same here
 * and there.
 */
export function StorageSection({ project, user }: { project: Project; user: User }) {
  const { data: owned } = useProjectList('mine');
  const plan = PLANS[user.plan];
  const usedKb = (owned ?? []).reduce((sum, each) => sum + each.used_storage, 0);
  const usedBytes = usedKb * 1024;
  const percent = Math.min(100, Math.round((usedBytes / plan.storageBytes) * 100));
  return (
    <PanelSection id="panel-storage" title="Storage">
      <p className="text-sm">
        This project uses <span className="font-medium tabular">{formatStorageKb(project.used_storage)}</span>
      </p>
      <div className="flex flex-col gap-1">
        <div className="flex justify-between text-xs text-muted tabular">
          <span>Your projects ({plan.title} plan)</span>
          <span>
            {owned ? formatStorageKb(usedKb) : '…'} of {formatBytes(plan.storageBytes)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Storage used by your projects"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${formatStorageKb(usedKb)} of ${formatBytes(plan.storageBytes)}`}
          className="h-2 overflow-hidden rounded-full bg-subtle"
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </PanelSection>
  );
}
