import { useIntl } from 'react-intl';
import type { Asset } from '@review/contract/assets';
import { useStages } from '../../../features/stages/use-stages.ts';
import { describeWhoDecides } from '../../../features/stages/who-decides.ts';

/**
 * Who decides a review of several stages, where the spec's Approver picker would be: the stage that
 * takes decisions now and its deciders (the picker names one approver of stage 1, which is not
 * the answer once there are stages). Edited in the Reviewers tab's Edit stages.
 */
export function StageDeciders({ asset }: { asset: Asset }) {
  const intl = useIntl();
  const { data } = useStages(asset.id);
  // Until the stages come, the card's current stage is what the asset already knows.
  const text = data ? describeWhoDecides(data.data) : (asset.review.stage?.name ?? '');
  return (
    <p className="flex max-w-80 min-w-0 items-center gap-2 text-sm" title={text}>
      <span className="text-muted">{intl.formatMessage({ id: 'asset.header.decides' })}</span>{' '}
      <span className="truncate text-fg">{text}</span>
    </p>
  );
}
