import { useIntl } from 'react-intl';
import clsx from 'clsx';
import type { Stage } from '@review/contract/stages';
import { groupStages } from '../../../features/stages/stage-groups.ts';
import { StageStep } from './stage-step.tsx';

export interface StageStepperProps {
  assetId: number;
  stages: readonly Stage[];
  newestVersion: number | null;
  /** The person looking, tagged 'you' among the reviewers; null for a review link's guest. */
  userId: number | null;
  canManage: boolean;
}

/**
 * A review's stages as numbered steps down a rail, in order. Stages that share a position are one
 * step: stacked under a 'side by side' line in the narrow sidebar, in two columns where it is wide.
 */
export function StageStepper({ assetId, stages, newestVersion, userId, canManage }: StageStepperProps) {
  const intl = useIntl();
  const groups = groupStages(stages);
  return (
    <ol aria-label={intl.formatMessage({ id: 'asset.stages.list' })} className="flex flex-col">
      {groups.map((group, index) => {
        const step = index + 1;
        const isParallel = group.stages.length > 1;
        return (
          <li key={group.position} className="flex gap-3">
            <div aria-hidden="true" className="flex flex-col items-center">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full border border-line bg-subtle text-xs font-semibold tabular">{step}</span>
              {step < groups.length && <span className="my-1 w-px flex-1 bg-line" />}
            </div>
            <div className={clsx('flex min-w-0 flex-1 flex-col gap-2', step < groups.length && 'pb-4')}>
              {isParallel && <p className="pt-0.5 text-xs font-medium text-muted">{intl.formatMessage({ id: 'asset.stages.sideBySide' }, { count: group.stages.length })}</p>}
              <div className={clsx('grid gap-2', isParallel && '@min-[40rem]:grid-cols-2')}>
                {group.stages.map((stage) => (
                  <StageStep key={stage.id} assetId={assetId} stage={stage} stages={stages} step={step} newestVersion={newestVersion} userId={userId} canManage={canManage} />
                ))}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
