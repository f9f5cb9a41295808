import { Button } from '../../ui/button.tsx';
import { chipText, type CheckResult } from './check-chip.ts';
import { offerChip } from './pending-chip.ts';
import { FormattedMessage } from 'react-intl';

/** Puts the result into the comment composer as a chip; the composer opens with it. */
export function AddToCommentButton({ result }: { result: CheckResult | null }) {
  return (
    <Button size="sm" variant="secondary" className="ms-auto" disabled={!result} onClick={() => result && offerChip(chipText(result))}>
      <FormattedMessage id="media.checks.addToComment" />
    </Button>
  );
}
