import type { StageTemplate } from '@review/contract/stages';
import { listNames } from '../stages/stage-labels.ts';

/** 'Internal, then Client and Legal': the steps in order, stages side by side joined. */
export function describeSteps(stages: StageTemplate['stages']): string {
  const steps = new Map<number, string[]>();
  for (const stage of [...stages].sort((a, b) => a.position - b.position)) steps.set(stage.position, [...(steps.get(stage.position) ?? []), stage.name]);
  return [...steps.values()].map(listNames).join(', then ');
}

/** One line under a template's name: how many stages, and where a new version restarts. */
export function describeTemplate(template: Pick<StageTemplate, 'stages' | 'restart_from'>): string {
  const count = template.stages.length;
  const restart = template.restart_from === 'first' ? 'a new version restarts at stage 1' : 'a new version restarts at the stage that asked for changes';
  return `${count} ${count === 1 ? 'stage' : 'stages'}; ${restart}`;
}
