import type { ReviewRule } from '@review/contract/reviews';
import type { RestartFrom, Stage, StageInput, StageListReply, StageStart, UpdateStagesBody } from '@review/contract/stages';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from '../../lib/local-date-time.ts';
import type { DraftReviewer } from '../reviews/reviewer-draft.ts';
import { currentIntl } from '../../i18n/index.ts';

/** How a stage's deadline is set: not at all, as a day, or as business days after the stage starts. */
export type DeadlineKind = 'none' | 'date' | 'days';

/** One stage as the manager edits it: the form's own values (strings for the inputs), turned into a body on save. */
export interface StageDraft {
  /** React's key: the stage's id, or a made-up one for a stage not saved yet. */
  key: string;
  /** The stage kept, its round and decisions with it; undefined for a new stage. */
  id: number | undefined;
  name: string;
  /** Runs side by side with the stage before it in the list: the same position. */
  isParallel: boolean;
  reviewers: DraftReviewer[];
  rule: ReviewRule;
  deadlineKind: DeadlineKind;
  /** `YYYY-MM-DD`, or '' while none is chosen. */
  deadline: string;
  /** The number field's text. */
  deadlineDays: string;
  start: StageStart;
  /** The `datetime-local` field's value, on the viewer's clock. */
  startAt: string;
  lock: boolean;
  private: boolean;
  guests: boolean;
}

export interface StagesDraft {
  stages: StageDraft[];
  restartFrom: RestartFrom;
}

function deadlineKindOf(stage: Pick<Stage, 'deadline' | 'deadline_days'>): DeadlineKind {
  // With `deadline_days`, `deadline` is the day counted from the start, not one the manager chose.
  if (stage.deadline_days !== null) return 'days';
  return stage.deadline === null ? 'none' : 'date';
}

function stageDraftOf(stage: Stage, previous: Stage | undefined): StageDraft {
  const kind = deadlineKindOf(stage);
  return {
    key: `stage-${stage.id}`,
    id: stage.id,
    name: stage.name,
    isParallel: previous !== undefined && previous.position === stage.position,
    reviewers: stage.reviewers.map((reviewer) => ({
      user_id: reviewer.user_id,
      name: `${reviewer.first_name} ${reviewer.last_name}`.trim(),
      avatar: reviewer.avatar,
      required: reviewer.required,
    })),
    rule: stage.rule,
    deadlineKind: kind,
    deadline: kind === 'date' ? (stage.deadline ?? '') : '',
    deadlineDays: stage.deadline_days === null ? '' : String(stage.deadline_days),
    start: stage.start,
    startAt: stage.start_at ? toLocalDateTimeInput(stage.start_at) : '',
    lock: stage.lock,
    private: stage.private,
    guests: stage.guests,
  };
}

/** The editor's starting point: the stages in order, each marked parallel when it shares the previous one's position. */
export function draftOfStages(reply: Pick<StageListReply, 'data' | 'restart_from'>): StagesDraft {
  const sorted = [...reply.data].sort((a, b) => a.position - b.position);
  return { stages: sorted.map((stage, index) => stageDraftOf(stage, sorted[index - 1])), restartFrom: reply.restart_from };
}

/** The positions the list stands for: the next number for each stage, the same one for a parallel stage. */
export function positionsOf(stages: readonly Pick<StageDraft, 'isParallel'>[]): number[] {
  let position = 0;
  return stages.map((stage, index) => (index > 0 && stage.isParallel ? position : ++position));
}

/** The number field's text as days; null for none, or for text that is no number (findDraftProblem asks for one first). */
export function deadlineDaysOf(text: string): number | null {
  const days = Number(text);
  return text.trim() === '' || !Number.isFinite(days) ? null : days;
}

function stageInputOf(stage: StageDraft, position: number): StageInput {
  return {
    ...(stage.id === undefined ? {} : { id: stage.id }),
    name: stage.name.trim(),
    position,
    rule: stage.rule,
    deadline: stage.deadlineKind === 'date' && stage.deadline !== '' ? stage.deadline : null,
    deadline_days: stage.deadlineKind === 'days' ? deadlineDaysOf(stage.deadlineDays) : null,
    start: stage.start,
    start_at: stage.start === 'at' ? fromLocalDateTimeInput(stage.startAt) : null,
    lock: stage.lock,
    private: stage.private,
    guests: stage.guests,
    reviewers: stage.reviewers.map(({ user_id, required }) => ({ user_id, required })),
  };
}

/** `PUT /assets/{id}/stages`: the whole list in order, with positions, and where a new version restarts. */
export function bodyOfStages(draft: StagesDraft): UpdateStagesBody {
  const positions = positionsOf(draft.stages);
  return { stages: draft.stages.map((stage, index) => stageInputOf(stage, positions[index] ?? index + 1)), restart_from: draft.restartFrom };
}

/**
 * What the server cannot tell apart from a choice: an empty deadline or start time would be saved
 * as none. Null when the draft can be sent; the server checks the rest and says what is wrong.
 */
export function findDraftProblem(draft: StagesDraft): string | null {
  const intl = currentIntl();
  for (const [index, stage] of draft.stages.entries()) {
    const name = stage.name.trim() || intl.formatMessage({ id: 'review.stage.fallbackName' }, { number: index + 1 });
    if (stage.deadlineKind === 'date' && stage.deadline === '') return intl.formatMessage({ id: 'review.stageDraft.deadlineDay' }, { name });
    if (stage.deadlineKind === 'days' && deadlineDaysOf(stage.deadlineDays) === null) return intl.formatMessage({ id: 'review.stageDraft.deadlineDays' }, { name });
    if (stage.start === 'at' && fromLocalDateTimeInput(stage.startAt) === null) return intl.formatMessage({ id: 'review.stageDraft.startAt' }, { name });
  }
  return null;
}
