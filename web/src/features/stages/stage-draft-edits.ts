import type { StageDraft } from './stage-draft.ts';

/** New stages' keys: only React reads them, so a counter is enough (and works where `crypto.randomUUID` is not offered, over plain http). */
let newStages = 0;

/** The starts that need a previous stage; the first step has none. */
const AFTER_PREVIOUS = new Set<StageDraft['start']>(['previous_approved', 'previous_decided']);

/** Whether the stage at `index` is in the first step: the first stage, or parallel with it. */
export function isInFirstStep(stages: readonly Pick<StageDraft, 'isParallel'>[], index: number): boolean {
  return stages.slice(1, index + 1).every((stage) => stage.isParallel);
}

/**
 * Keeps the list one the server takes after any edit: the first stage runs in parallel with nothing,
 * a stage of the first step cannot wait for a previous one (it then starts with the upload), and
 * stages side by side start the same way (each takes the start of the stage before it).
 */
export function normaliseStages(stages: readonly StageDraft[]): StageDraft[] {
  const result: StageDraft[] = [];
  for (const [index, stage] of stages.entries()) {
    const isParallel = index > 0 && stage.isParallel;
    const before = result[index - 1];
    const { start: chosen, startAt } = isParallel && before ? before : stage;
    const start = isInFirstStep(stages, index) && AFTER_PREVIOUS.has(chosen) ? 'upload' : chosen;
    const isSame = isParallel === stage.isParallel && start === stage.start && startAt === stage.startAt;
    result.push(isSame ? stage : { ...stage, isParallel, start, startAt });
  }
  return result;
}

/** A new stage at the end: after the previous stage is approved (the server's default for stage 2 on), no reviewers yet. */
export function addStage(stages: readonly StageDraft[]): StageDraft[] {
  newStages += 1;
  const stage: StageDraft = {
    key: `new-${newStages}`,
    id: undefined,
    name: '',
    isParallel: false,
    reviewers: [],
    rule: 'all',
    deadlineKind: 'none',
    deadline: '',
    deadlineDays: '',
    start: stages.length === 0 ? 'upload' : 'previous_approved',
    startAt: '',
    lock: false,
    private: false,
    guests: false,
  };
  return normaliseStages([...stages, stage]);
}

export function removeStage(stages: readonly StageDraft[], index: number): StageDraft[] {
  return normaliseStages(stages.filter((_, other) => other !== index));
}

/** Swaps the stage with its neighbour (`by` is -1 for up, 1 for down); each keeps its own settings. */
export function moveStage(stages: readonly StageDraft[], index: number, by: -1 | 1): StageDraft[] {
  const target = index + by;
  const moving = stages[index];
  const other = stages[target];
  if (!moving || !other) return [...stages];
  const next = [...stages];
  next[index] = other;
  next[target] = moving;
  return normaliseStages(next);
}

export function updateStage(stages: readonly StageDraft[], index: number, change: Partial<StageDraft>): StageDraft[] {
  return normaliseStages(stages.map((stage, other) => (other === index ? { ...stage, ...change } : stage)));
}
