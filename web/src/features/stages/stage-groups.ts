import type { Stage } from '@review/contract/stages';

export interface StageGroup<S> {
  position: number;
  /** More than one when stages run side by side. */
  stages: S[];
}

/** The stages as steps: one step per position, in order; stages sharing a position run in parallel. */
export function groupStages<S extends Pick<Stage, 'position'>>(stages: readonly S[]): StageGroup<S>[] {
  const groups = new Map<number, S[]>();
  for (const stage of [...stages].sort((a, b) => a.position - b.position)) {
    groups.set(stage.position, [...(groups.get(stage.position) ?? []), stage]);
  }
  return [...groups].map(([position, list]) => ({ position, stages: list }));
}

/** "The previous stage" of a stage, as the server reads it: every stage at the nearest lower position. */
export function previousStagesOf<S extends Pick<Stage, 'position'>>(stage: Pick<Stage, 'position'>, stages: readonly S[]): S[] {
  const lower = stages.filter((other) => other.position < stage.position);
  const nearest = Math.max(...lower.map((other) => other.position));
  return lower.filter((other) => other.position === nearest);
}
