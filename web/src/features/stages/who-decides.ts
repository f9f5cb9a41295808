import type { Stage } from '@review/contract/stages';
import { listNames } from './stage-labels.ts';

type DecidingStage = Pick<Stage, 'name' | 'state' | 'accepts_decisions' | 'guests' | 'reviewers'>;

/** Names shown before the rest are counted: the header has room for a couple. */
const NAMES_SHOWN = 2;

/** A running stage's deciders: its required approvers (everyone when none is required), and guests where it takes them. */
function decidersOf(stage: DecidingStage): string {
  const required = stage.reviewers.filter((reviewer) => reviewer.required);
  const names = (required.length > 0 ? required : stage.reviewers).map((reviewer) => `${reviewer.first_name} ${reviewer.last_name}`.trim());
  const shown = names.length > NAMES_SHOWN ? [...names.slice(0, NAMES_SHOWN - 1), `${names.length - NAMES_SHOWN + 1} more`] : names;
  const people = stage.guests ? [...shown, 'guests of review links'] : shown;
  return people.length > 0 ? listNames(people) : 'nobody yet';
}

/**
 * The one answer to "who decides" for a review of several stages, in a few words: the running
 * stages that take decisions and who decides in each ('Internal: Grace Hopper'), else where the
 * review stands ('Every stage approved', 'Client asked for changes', 'Legal, not started').
 */
export function describeWhoDecides(stages: readonly DecidingStage[]): string {
  const running = stages.filter((stage) => stage.state === 'running' && stage.accepts_decisions);
  if (running.length > 0) return running.map((stage) => `${stage.name}: ${decidersOf(stage)}`).join('; ');
  const asking = stages.filter((stage) => stage.state === 'changes_requested');
  if (asking.length > 0) return `${listNames(asking.map((stage) => stage.name))} asked for changes`;
  if (stages.length > 0 && stages.every((stage) => stage.state === 'approved')) return 'Every stage approved';
  const next = stages.find((stage) => stage.state === 'waiting');
  return next ? `${next.name}, not started` : 'Nobody yet';
}
