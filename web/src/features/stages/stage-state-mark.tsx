import clsx from 'clsx';
import type { StageState } from '@review/contract/stages';
import { DecisionMark } from '../reviews/decision-mark.tsx';
import { STAGE_STATE_MARKS } from './stage-labels.ts';

/**
 * A stage's state as its reviewers' marks show theirs (tick, cross, clock while in review); a stage
 * still waiting is an empty dashed ring. Decorative: the state is written out beside it.
 */
export function StageStateMark({ state, className }: { state: StageState; className?: string }) {
  const decision = STAGE_STATE_MARKS[state];
  if (decision) return <DecisionMark decision={decision} className={className} />;
  return <span aria-hidden="true" data-stage-state={state} className={clsx('inline-flex size-4 shrink-0 rounded-full border-2 border-dashed border-zinc-400', className)} />;
}
