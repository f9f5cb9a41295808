import type { StageListReply } from '@review/contract/stages';
import { describeStages } from '../../../features/stages/stage-labels.ts';

const RESTARTS = { first: 'Restarts at stage 1', changes: 'Restarts at the stage that asked for changes' } as const;

/** Where a review of several stages stands, and where a new version takes it back to. */
export function StagesSummary({ list, version }: { list: StageListReply; version: number | null }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-subtle p-3">
      <p className="text-sm font-medium">{describeStages(list.data, version)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">New version</dt>
        <dd>{RESTARTS[list.restart_from]}</dd>
      </dl>
    </div>
  );
}
