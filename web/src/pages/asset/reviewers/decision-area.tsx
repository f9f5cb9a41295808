import { FormattedMessage } from 'react-intl';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import type { DecisionControls } from '../../../features/reviews/decision-controls.ts';
import { Button } from '../../../ui/button.tsx';
import type { Decider } from './decider.ts';
import { DecisionError } from './decision-error.tsx';
import { MyDecision } from './my-decision.tsx';

export interface DecisionAreaProps {
  controls: DecisionControls;
  decide: Decider;
  version: number | null;
  isStaged: boolean;
}

/** The decider's part of the panel (a reviewer's, a link's guest's): their decision, or the way to the newest version, and any refusal of the last decision. */
export function DecisionArea({ controls, decide, version, isStaged }: DecisionAreaProps) {
  const { update } = useReviewParams();
  return (
    <>
      {controls.kind === 'decide' && version !== null && <MyDecision decide={decide} versionId={controls.versionId} version={version} choices={controls.choices} isStaged={isStaged} />}
      {controls.kind === 'older' && (
        <div className="flex flex-col items-start gap-2 rounded-lg border border-line p-3 text-sm">
          <p>
            <FormattedMessage id="asset.decision.olderVersion" values={{ version: controls.newestVersion }} />
          </p>
          <Button size="sm" variant="secondary" onClick={() => update({ version: controls.newestVersionId, variation: null, comment: null })}>
            <FormattedMessage id="asset.decision.showNewest" values={{ version: controls.newestVersion }} />
          </Button>
        </div>
      )}
      {decide.error && <DecisionError error={decide.error} />}
    </>
  );
}
