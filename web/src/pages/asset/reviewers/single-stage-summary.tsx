import { useIntl } from 'react-intl';
import type { Review } from '@review/contract/reviews';
import type { Stage } from '@review/contract/stages';
import { DueDateLabel } from '../../../features/reviews/due-date-label.tsx';
import { RULE_LABELS, describeOutcome } from '../../../features/reviews/review-labels.ts';
import { stageBadgesOf } from '../../../features/stages/stage-labels.ts';
import { StageBadges } from './stage-badges.tsx';
import { StageStartLine } from './stage-start-line.tsx';

export interface SingleStageSummaryProps {
  assetId: number;
  review: Review;
  /** The review's one stage, for what the review itself does not say: when it starts, whether it locks. */
  stage: Stage | undefined;
  canManage: boolean;
}

/** A review of one stage, as the panel always summed it up: where the newest version stands, the rule and the due date. */
export function SingleStageSummary({ assetId, review, stage, canManage }: SingleStageSummaryProps) {
  const intl = useIntl();
  // Guests decide in the only stage there is; saying so on every review would be noise.
  const badges = stage ? stageBadgesOf({ ...stage, guests: false }) : [];
  // Before the first upload the outcome already says that nothing starts until then.
  const waitingStage = stage?.state === 'waiting' && stage.start !== 'upload' ? stage : undefined;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-subtle p-3">
      <p className="text-sm font-medium">{describeOutcome(review)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{intl.formatMessage({ id: 'asset.reviewers.rule' })}</dt>
        <dd>{RULE_LABELS[review.rule]}</dd>
        <dt className="text-muted">{intl.formatMessage({ id: 'asset.reviewers.dueDate' })}</dt>
        <dd>{review.due_date ? <DueDateLabel dueDate={review.due_date} overdue={review.overdue} /> : <span className="text-muted">{intl.formatMessage({ id: 'asset.reviewers.noDueDate' })}</span>}</dd>
      </dl>
      {waitingStage && <StageStartLine assetId={assetId} stage={waitingStage} stages={[waitingStage]} canManage={canManage} />}
      {stage && <StageBadges badges={badges} stageName={stage.name} />}
    </div>
  );
}
