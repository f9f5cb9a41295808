import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DecisionRecord } from '@review/contract/reviews';
import { DecisionLine } from '../../../features/reviews/decision-line.tsx';
import { groupEarlierDecisions } from '../../../features/reviews/earlier-decisions.ts';
import { useDecisions } from '../../../features/reviews/use-decisions.ts';
import { describeError } from '../../../lib/api-error.ts';
import { ChevronRightIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';

/** An earlier decision; with several stages, the stage it was made in. */
function EarlierDecision({ record, isStaged }: { record: DecisionRecord; isStaged: boolean }) {
  const intl = useIntl();
  const name = `${record.first_name} ${record.last_name}`.trim() || intl.formatMessage({ id: 'asset.people.formerMember' });
  const where = isStaged && record.stage_name && (
    <span className="text-muted">
      <FormattedMessage id="asset.decision.inStage" values={{ stage: record.stage_name }} />
    </span>
  );
  return <DecisionLine name={name} isGuest={record.guest} decision={record.decision} note={record.note} decidedAt={record.decided_at} where={where} />;
}

/** Decisions about older versions, read when the list is first opened; with several stages, each names its stage. */
export function EarlierVersions({ assetId, newestVersionId, isStaged }: { assetId: number; newestVersionId: number | null; isStaged: boolean }) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  const decisions = useDecisions(assetId, { enabled: isOpen });
  const groups = decisions.data ? groupEarlierDecisions(decisions.data, newestVersionId) : [];
  return (
    <details className="group rounded-lg border border-line" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="flex cursor-pointer list-none items-center gap-1 px-3 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <span className="transition-transform group-open:rotate-90 rtl:group-open:-rotate-90">
          <ChevronRightIcon />
        </span>
        <FormattedMessage id="asset.decision.earlierVersions" />
      </summary>
      <div className="flex flex-col gap-3 px-3 pb-3">
        {decisions.isPending && (
          <p className="text-sm text-muted">
            <FormattedMessage id="asset.common.loading" />
          </p>
        )}
        {decisions.error && <LoadError message={intl.formatMessage({ id: 'asset.common.error' }, { message: describeError(decisions.error) })} onRetry={() => void decisions.refetch()} />}
        {decisions.data && groups.length === 0 && (
          <p className="text-sm text-muted">
            <FormattedMessage id="asset.decision.noEarlier" />
          </p>
        )}
        {groups.map((group) => (
          <section key={group.versionId} aria-label={intl.formatMessage({ id: 'asset.common.version' }, { version: group.version })} className="flex flex-col gap-2">
            <h4 className="text-xs font-semibold text-muted uppercase">
              <FormattedMessage id="asset.common.version" values={{ version: group.version }} />
            </h4>
            <ul className="flex flex-col gap-2">
              {group.decisions.map((record) => (
                <EarlierDecision key={record.id} record={record} isStaged={isStaged} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </details>
  );
}
