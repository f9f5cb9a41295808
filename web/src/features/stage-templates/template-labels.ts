import type { StageTemplate } from '@review/contract/stages';
import { currentIntl } from '../../i18n/index.ts';
import { listNames } from '../stages/stage-labels.ts';

/** 'Internal, then Client and Legal': the steps in order, stages side by side joined. */
export function describeSteps(stages: StageTemplate['stages']): string {
  const steps = new Map<number, string[]>();
  for (const stage of [...stages].sort((a, b) => a.position - b.position)) steps.set(stage.position, [...(steps.get(stage.position) ?? []), stage.name]);
  return [...steps.values()].map(listNames).join(currentIntl().formatMessage({ id: 'review.templateLabels.then' }));
}

/** One line under a template's name: how many stages, and where a new version restarts. */
export function describeTemplate(template: Pick<StageTemplate, 'stages' | 'restart_from'>): string {
  return currentIntl().formatMessage({ id: 'review.templateLabels.summary' }, { count: template.stages.length, restart: template.restart_from });
}
