import { FormattedMessage } from 'react-intl';
import type { StageListReply } from '@review/contract/stages';
import { describeStages } from '../../../features/stages/stage-labels.ts';
import type { MessageId } from '../../../i18n/index.ts';

const RESTARTS = { first: 'asset.stages.restartFirst', changes: 'asset.stages.restartChanges' } satisfies Record<StageListReply['restart_from'], MessageId>;

/** Where a review of several stages stands, and where a new version takes it back to. */
export function StagesSummary({ list, version }: { list: StageListReply; version: number | null }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-subtle p-3">
      <p className="text-sm font-medium">{describeStages(list.data, version)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">
          <FormattedMessage id="asset.stages.newVersion" />
        </dt>
        <dd>
          <FormattedMessage id={RESTARTS[list.restart_from]} />
        </dd>
      </dl>
    </div>
  );
}
