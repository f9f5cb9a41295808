import type { Stage } from '@review/contract/stages';
import { describeStart } from '../../../features/stages/stage-labels.ts';
import { StartStageButton } from './start-stage-button.tsx';

export interface StageStartLineProps {
  assetId: number;
  stage: Stage;
  stages: readonly Stage[];
  canManage: boolean;
}

/** When a waiting stage starts, in words, with a Start button for managers when it starts by hand. */
export function StageStartLine({ assetId, stage, stages, canManage }: StageStartLineProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="text-sm text-muted">{describeStart(stage, stages)}</p>
      {canManage && stage.start === 'manual' && <StartStageButton assetId={assetId} stage={stage} />}
    </div>
  );
}
