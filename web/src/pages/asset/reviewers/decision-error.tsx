import { FormattedMessage } from 'react-intl';
import { describeError } from '../../../lib/api-error.ts';

/**
 * A decision the server refused (the stage locked, or is not running), said where the buttons were
 * rather than in a toast: it stays until the next decision, even when the refreshed stages take the
 * buttons away.
 */
export function DecisionError({ error }: { error: Error }) {
  return (
    <div role="alert" className="flex flex-col gap-0.5 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
      <p className="font-semibold text-danger">
        <FormattedMessage id="asset.decision.notRecorded" />
      </p>
      <p className="break-words">{describeError(error)}</p>
    </div>
  );
}
