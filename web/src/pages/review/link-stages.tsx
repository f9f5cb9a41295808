import { useIntl } from 'react-intl';
import { useLinkStages } from '../../features/sharing/use-link-review-reads.ts';
import { StageStepper } from '../asset/reviewers/stage-stepper.tsx';
import { StagesSummary } from '../asset/reviewers/stages-summary.tsx';

/**
 * A review of several stages as the link's guests see it, with the members' stepper: where it stands,
 * each stage and who decided (a private stage only when it takes the link's guests). A review of one
 * stage says all it has in the Decision panel.
 */
export function LinkStages({ token, assetId, newestVersion }: { token: string; assetId: number; newestVersion: number | null }) {
  const intl = useIntl();
  const { data: list } = useLinkStages(token, assetId);
  if (!list || list.data.length < 2) return null;
  return (
    <section aria-label={intl.formatMessage({ id: 'review.stages.heading' })} className="@container flex flex-col gap-3 rounded-lg border border-line p-3">
      <h2 className="text-base font-semibold">{intl.formatMessage({ id: 'review.stages.heading' })}</h2>
      <StagesSummary list={list} version={newestVersion} />
      <StageStepper assetId={assetId} stages={list.data} newestVersion={newestVersion} userId={null} canManage={false} />
    </section>
  );
}
