import clsx from 'clsx';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Stage, StageState } from '@review/contract/stages';
import { DueDateLabel } from '../../../features/reviews/due-date-label.tsx';
import { RULE_LABELS } from '../../../features/reviews/review-labels.ts';
import { STAGE_STATE_LABELS, describeDeadlineDays, stageBadgesOf, stageVersionNote } from '../../../features/stages/stage-labels.ts';
import { StageStateMark } from '../../../features/stages/stage-state-mark.tsx';
import { StageBadges } from './stage-badges.tsx';
import { StageReviewers } from './stage-reviewers.tsx';
import { StageStartLine } from './stage-start-line.tsx';

/** The state's words take the colour of the matching decision (ReviewerRow's). */
const STATE_TEXT: Record<StageState, string> = {
  waiting: 'text-muted',
  running: 'text-fg',
  approved: 'text-success',
  changes_requested: 'text-danger',
};

export interface StageStepProps {
  assetId: number;
  stage: Stage;
  stages: readonly Stage[];
  /** The step's number on the stepper, shared by stages side by side. */
  step: number;
  newestVersion: number | null;
  /** The person looking, tagged 'you' among the reviewers; null for a review link's guest. */
  userId: number | null;
  canManage: boolean;
}

/** One stage on the stepper: name and state, deadline, when it starts, its settings and its reviewers with their decisions. */
export function StageStep({ assetId, stage, stages, step, newestVersion, userId, canManage }: StageStepProps) {
  const intl = useIntl();
  const headingId = useId();
  const isRunning = stage.state === 'running';
  const versionNote = stageVersionNote(stage, newestVersion);
  return (
    <section
      aria-labelledby={headingId}
      aria-current={isRunning ? 'step' : undefined}
      className={clsx('flex min-w-0 flex-col gap-2 rounded-lg border p-3', isRunning ? 'border-accent' : 'border-line')}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h4 id={headingId} className="min-w-0 text-sm font-semibold break-words">
          <span className="sr-only">{intl.formatMessage({ id: 'asset.stages.step' }, { step })}</span>
          {stage.name}
        </h4>
        <p className={clsx('inline-flex items-center gap-1.5 text-sm font-medium whitespace-nowrap', STATE_TEXT[stage.state])}>
          <StageStateMark state={stage.state} />
          {STAGE_STATE_LABELS[stage.state]}
        </p>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        {stage.deadline ? (
          <DueDateLabel dueDate={stage.deadline} overdue={stage.overdue} />
        ) : (
          stage.deadline_days !== null && <p className="text-muted">{describeDeadlineDays(stage.deadline_days)}</p>
        )}
        {stage.state === 'waiting' && <StageStartLine assetId={assetId} stage={stage} stages={stages} canManage={canManage} />}
        {versionNote && <p className="text-muted">{versionNote}</p>}
        {stage.reviewers.length > 1 && <p className="text-muted">{RULE_LABELS[stage.rule]}</p>}
      </div>
      <StageBadges badges={stageBadgesOf(stage)} stageName={stage.name} />
      {stage.reviewers.length > 0 || stage.guest_decisions.length > 0 ? (
        <StageReviewers label={intl.formatMessage({ id: 'asset.stages.reviewersOf' }, { stage: stage.name })} reviewers={stage.reviewers} guests={stage.guest_decisions} userId={userId} />
      ) : (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'asset.stages.noReviewers' })}</p>
      )}
    </section>
  );
}
