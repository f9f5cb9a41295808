import type { RestartFrom, StageTemplate, StageTemplateBody } from '@review/contract/stages';
import type { ProjectPerson } from '../reviews/use-project-people.ts';
import { currentIntl } from '../../i18n/index.ts';
import { addStage } from '../stages/stage-draft-edits.ts';
import { deadlineDaysOf, positionsOf, type StageDraft } from '../stages/stage-draft.ts';

/**
 * A template as the manager edits it. Its stages are the stages editor's drafts (features/stages), so
 * the same edits and fields (StageFields without dates) keep them valid; a template has no dates, so
 * only `deadlineDays` and the starts other than `at` are used.
 */
export interface TemplateDraft {
  name: string;
  isDefault: boolean;
  restartFrom: RestartFrom;
  stages: StageDraft[];
}

/** A new template: one stage, starting with the upload. */
export const newTemplateDraft = (): TemplateDraft => ({ name: '', isDefault: false, restartFrom: 'first', stages: addStage([]) });

function stageDraftOf(templateId: number, stage: StageTemplate['stages'][number], index: number, previous: StageTemplate['stages'][number] | undefined, people: readonly ProjectPerson[]): StageDraft {
  return {
    key: `template-${templateId}-${index}`,
    id: undefined,
    name: stage.name,
    isParallel: previous !== undefined && previous.position === stage.position,
    reviewers: stage.reviewers.map((reviewer) => {
      const person = people.find((each) => each.id === reviewer.user_id);
      return { user_id: reviewer.user_id, name: person?.name ?? currentIntl().formatMessage({ id: 'review.templateDraft.member' }, { id: reviewer.user_id }), avatar: person?.avatar ?? null, required: reviewer.required };
    }),
    rule: stage.rule,
    deadlineKind: stage.deadline_days === null ? 'none' : 'days',
    deadline: '',
    deadlineDays: stage.deadline_days === null ? '' : String(stage.deadline_days),
    start: stage.start,
    startAt: '',
    lock: stage.lock,
    private: stage.private,
    guests: stage.guests,
  };
}

/** The editor's starting point for a saved template; reviewers are named from the project's people. */
export function templateDraftOf(template: StageTemplate, people: readonly ProjectPerson[]): TemplateDraft {
  const stages = [...template.stages].sort((a, b) => a.position - b.position);
  return {
    name: template.name,
    isDefault: template.is_default,
    restartFrom: template.restart_from,
    stages: stages.map((stage, index) => stageDraftOf(template.id, stage, index, stages[index - 1], people)),
  };
}

/** `POST` and `PUT /projects/{id}/stage-templates`: the whole template, each stage with its position and start. */
export function templateBodyOf(draft: TemplateDraft): StageTemplateBody {
  const positions = positionsOf(draft.stages);
  return {
    name: draft.name.trim(),
    is_default: draft.isDefault,
    restart_from: draft.restartFrom,
    stages: draft.stages.map((stage, index) => ({
      name: stage.name.trim(),
      position: positions[index] ?? index + 1,
      rule: stage.rule,
      // The number stays in the field when None is chosen, in case the manager comes back to it; only Business days sends it.
      deadline_days: stage.deadlineKind === 'days' ? deadlineDaysOf(stage.deadlineDays) : null,
      lock: stage.lock,
      private: stage.private,
      guests: stage.guests,
      start: stage.start,
      reviewers: stage.reviewers.map(({ user_id, required }) => ({ user_id, required })),
    })),
  };
}
