import { FormattedMessage, useIntl } from 'react-intl';
import type { Asset } from '@review/contract/assets';
import { CheckIcon } from '../../ui/icons.tsx';
import { DueDateLabel } from '../reviews/due-date-label.tsx';
import { ReviewerAvatar } from '../reviews/reviewer-avatar.tsx';
import { DECISION_LABELS, approvalMarkOf } from '../reviews/review-labels.ts';
import { STAGE_STATE_LABELS } from '../stages/stage-labels.ts';
import { StageStateMark } from '../stages/stage-state-mark.tsx';

const SHOWN = 5;

/**
 * The review part of a board card: the current stage of a staged review (its reviewers and deadline
 * are the ones shown), each reviewer's avatar with a tick, cross or clock, the due date (red when
 * overdue), and whether an Approved card got there by its reviewers or by hand.
 */
export function CardReview({ asset }: { asset: Asset }) {
  const intl = useIntl();
  const { reviewers, due_date: dueDate, overdue, stage } = asset.review;
  const mark = approvalMarkOf(asset.status, asset.review);
  if (reviewers.length === 0 && dueDate === null && mark === null && stage === null) return null;
  const extra = reviewers.length - SHOWN;
  const stageText = ({ name, state }: { name: string; state: keyof typeof STAGE_STATE_LABELS }) =>
    intl.formatMessage({ id: 'projects.card.stage' }, { name, state: STAGE_STATE_LABELS[state].toLocaleLowerCase(intl.locale) });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 pt-2 text-xs">
      {stage && mark === null && (
        <span className="inline-flex min-w-0 items-center gap-1 font-medium" title={stageText(stage)}>
          <StageStateMark state={stage.state} className="size-3.5" />
          <span className="sr-only">{stageText(stage)}</span>
          <span aria-hidden="true" className="truncate">
            {stage.name}
          </span>
        </span>
      )}
      {reviewers.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'projects.card.reviewers' })} className="flex items-center gap-1.5">
          {reviewers.slice(0, SHOWN).map((reviewer) => {
            const name = `${reviewer.first_name} ${reviewer.last_name}`.trim();
            const text = intl.formatMessage({ id: 'projects.card.reviewerDecision' }, { name, decision: DECISION_LABELS[reviewer.decision].toLocaleLowerCase(intl.locale) });
            return (
              <li key={reviewer.user_id} title={text} className="inline-flex">
                <ReviewerAvatar name={name} avatar={reviewer.avatar} decision={reviewer.decision} size="xs" />
                <span className="sr-only">{text}</span>
              </li>
            );
          })}
          {extra > 0 && (
            <li className="text-muted tabular">
              <span aria-hidden="true">+{extra}</span>
              <span className="sr-only">{intl.formatMessage({ id: 'projects.card.moreReviewers' }, { count: extra })}</span>
            </li>
          )}
        </ul>
      )}
      {dueDate !== null && <DueDateLabel dueDate={dueDate} overdue={overdue} />}
      {mark === 'by-review' && (
        <span className="inline-flex items-center gap-1 font-medium text-success">
          <CheckIcon />
          <FormattedMessage id="projects.card.approvedByReview" />
        </span>
      )}
      {mark === 'by-hand' && (
        <span className="text-muted">
          <FormattedMessage id="projects.card.movedByHand" />
        </span>
      )}
    </div>
  );
}
