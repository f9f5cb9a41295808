import type { ReviewState } from '@review/contract/reviews';
import type { Stage, StageStart, StageState } from '@review/contract/stages';
import { currentIntl } from '../../i18n/index.ts';
import { formatDateTime } from '../comments/format-time.ts';
import { translatedLabels } from '../reviews/translated-labels.ts';
import { previousStagesOf } from './stage-groups.ts';

/** How a stage's state reads next to its mark. */
export const STAGE_STATE_LABELS = translatedLabels<StageState>({
  waiting: 'review.stageState.waiting',
  running: 'review.stageState.running',
  approved: 'review.stageState.approved',
  changes_requested: 'review.stageState.changesRequested',
});

/** The decision mark a state borrows, so a stage reads like its reviewers (null: waiting has a mark of its own). */
export const STAGE_STATE_MARKS: Record<StageState, ReviewState | null> = {
  waiting: null,
  running: 'pending',
  approved: 'approved',
  changes_requested: 'changes_requested',
};

/** The start triggers as the stages editor offers them; the ones about the previous stage need one. */
export const START_LABELS = translatedLabels<StageStart>({
  upload: 'review.stageStart.upload',
  previous_approved: 'review.stageStart.previousApproved',
  previous_decided: 'review.stageStart.previousDecided',
  at: 'review.stageStart.at',
  manual: 'review.stageStart.manual',
});

/**
 * 'Internal', 'Internal and Client', 'Internal, Client and Legal', in the shown language's own way of
 * listing. English keeps its list without the serial comma, as the product always wrote it.
 */
export function listNames(names: readonly string[]): string {
  const { locale } = currentIntl();
  return new Intl.ListFormat(locale === 'en' || locale.startsWith('en-') ? 'en-GB' : locale, { type: 'conjunction' }).format(names);
}

/** A waiting stage's trigger in words: 'Starts when Internal is approved', 'Starts by hand'… */
export function describeStart(stage: Pick<Stage, 'position' | 'start' | 'start_at'>, stages: readonly Pick<Stage, 'position' | 'name'>[]): string {
  const intl = currentIntl();
  const previous = previousStagesOf(stage, stages).map((other) => other.name);
  switch (stage.start) {
    case 'manual':
      return intl.formatMessage({ id: 'review.stageStart.byHand' });
    case 'at':
      return stage.start_at ? intl.formatMessage({ id: 'review.stageStart.on' }, { date: formatDateTime(stage.start_at) }) : intl.formatMessage({ id: 'review.stageStart.notSet' });
    case 'previous_approved':
      if (previous.length > 0) return intl.formatMessage({ id: 'review.stageStart.whenApproved' }, { names: listNames(previous), count: previous.length });
      break;
    case 'previous_decided':
      if (previous.length > 0) return intl.formatMessage({ id: 'review.stageStart.whenDecided' }, { names: listNames(previous) });
      break;
    case 'upload':
      break;
  }
  // The first stage has no previous one: the server starts it with the upload.
  return intl.formatMessage({ id: 'review.stageStart.whenUploaded' });
}

/** A deadline counted from the start, before the stage has started (afterwards the server gives the day). */
export function describeDeadlineDays(days: number): string {
  return currentIntl().formatMessage({ id: 'review.stage.dueDays' }, { days });
}

/** The settings worth a badge: whether decisions lock, who sees the comments, whether guests decide here. */
export function stageBadgesOf(stage: Pick<Stage, 'lock' | 'locked' | 'private' | 'guests'>): string[] {
  const intl = currentIntl();
  const badges: string[] = [];
  if (stage.locked) badges.push(intl.formatMessage({ id: 'review.stage.locked' }));
  else if (stage.lock) badges.push(intl.formatMessage({ id: 'review.stage.locks' }));
  if (stage.private) badges.push(intl.formatMessage({ id: 'review.stage.private' }));
  if (stage.guests) badges.push(intl.formatMessage({ id: 'review.stage.guests' }));
  return badges;
}

/** 'On version 1' for a stage whose round is about an older version than the newest (a later stage restarted). */
export function stageVersionNote(stage: Pick<Stage, 'version'>, newestVersion: number | null): string | null {
  if (stage.version === null || newestVersion === null || stage.version === newestVersion) return null;
  return currentIntl().formatMessage({ id: 'review.stage.onVersion' }, { version: stage.version });
}

/** One sentence on where a review of several stages stands, above the stepper. */
export function describeStages(stages: readonly Pick<Stage, 'name' | 'state' | 'position'>[], version: number | null): string {
  const intl = currentIntl();
  if (version === null) return intl.formatMessage({ id: 'review.stages.nothing' });
  const inState = (state: StageState) => stages.filter((stage) => stage.state === state);
  const names = (list: readonly Pick<Stage, 'name'>[]) => listNames(list.map((stage) => stage.name));
  const changes = inState('changes_requested');
  if (changes.length > 0) return intl.formatMessage({ id: 'review.stages.changes' }, { names: names(changes) });
  const running = inState('running');
  if (running.length > 0) return intl.formatMessage({ id: 'review.stages.running' }, { version, names: names(running) });
  const waiting = inState('waiting');
  // Only the next step waits to start; the ones after it wait for that one.
  const next = Math.min(...waiting.map((stage) => stage.position));
  if (waiting.length > 0) return intl.formatMessage({ id: 'review.stages.waiting' }, { version, names: names(waiting.filter((stage) => stage.position === next)) });
  return intl.formatMessage({ id: 'review.stages.approved' }, { version });
}
