import type { ErrorCode } from '@review/contract/errors';
import type { StageStart } from '@review/contract/stages';
import { invalid } from '../../errors.ts';


/** What the rules read of a stage: templates' stages and assets' stage inputs alike. */
export interface Positioned {
  position?: number | undefined;
  start?: StageStart | undefined;
}

export type Normalised<T extends Positioned> = Omit<T, 'position' | 'start'> & { position: number; start: StageStart };

const waitsForPrevious = (start: StageStart) => start === 'previous_approved' || start === 'previous_decided';

/** A 422 (as every validation failure) naming the stage, so that a form can show the message beside it. */
const refuse = (code: ErrorCode, index: number, field: 'position' | 'start') => invalid(code, undefined, { [`stages.${index}.${field}`]: code });

/**
 * Positions and starts as stored, from a list in order. A stage without a position counts as its
 * 1-based place in the list; each stage then shares the one before's position when both say the same
 * number, and otherwise takes the next position, so gaps close up (1, 1, 4 → 1, 1, 2). A stage
 * without a start starts like the stages it runs beside, else on upload at position 1 and when the
 * previous stage is approved after it. Throws a 422 when a position goes down, when stages side by
 * side start differently, or when a first stage would wait for a previous one.
 */
export function normaliseStages<T extends Positioned>(stages: readonly T[]): Normalised<T>[] {
  const result: Normalised<T>[] = [];
  stages.forEach((stage, index) => {
    const asked = stage.position ?? index + 1;
    const before = index === 0 ? undefined : (stages[index - 1]!.position ?? index);
    if (before !== undefined && asked < before) throw refuse('stage_position_goes_down', index, 'position');
    const previous = result[index - 1];
    const alongside = previous !== undefined && asked === before;
    const position = previous === undefined ? 1 : alongside ? previous.position : previous.position + 1;
    const start = stage.start ?? (alongside ? previous.start : position === 1 ? 'upload' : 'previous_approved');
    if (alongside && start !== previous.start) throw refuse('stage_side_by_side_starts', index, 'start');
    if (position === 1 && waitsForPrevious(start)) throw refuse('stage_first_waits', index, 'start');
    result.push({ ...stage, position, start });
  });
  return result;
}
