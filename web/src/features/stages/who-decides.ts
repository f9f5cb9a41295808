import type { Stage } from '@review/contract/stages';
import { currentIntl } from '../../i18n/index.ts';
import { listNames } from './stage-labels.ts';

type DecidingStage = Pick<Stage, 'name' | 'state' | 'accepts_decisions' | 'guests' | 'reviewers'>;

/** Names shown before the rest are counted: the header has room for a couple. */
const NAMES_SHOWN = 2;

/** A running stage's deciders: its required approvers (everyone when none is required), and guests where it takes them. */
function decidersOf(stage: DecidingStage): string {
  const required = stage.reviewers.filter((reviewer) => reviewer.required);
  const names = (required.length > 0 ? required : stage.reviewers).map((reviewer) => `${reviewer.first_name} ${reviewer.last_name}`.trim());
  const intl = currentIntl();
  const shown = names.length > NAMES_SHOWN ? [...names.slice(0, NAMES_SHOWN - 1), intl.formatMessage({ id: 'review.whoDecides.more' }, { count: names.length - NAMES_SHOWN + 1 })] : names;
  const people = stage.guests ? [...shown, intl.formatMessage({ id: 'review.whoDecides.guests' })] : shown;
  return people.length > 0 ? listNames(people) : intl.formatMessage({ id: 'review.whoDecides.nobodyYet' });
}

/**
 * The one answer to "who decides" for a review of several stages, in a few words: the running
 * stages that take decisions and who decides in each ('Internal: Grace Hopper'), else where the
 * review stands ('Every stage approved', 'Client asked for changes', 'Legal, not started').
 */
export function describeWhoDecides(stages: readonly DecidingStage[]): string {
  const intl = currentIntl();
  const running = stages.filter((stage) => stage.state === 'running' && stage.accepts_decisions);
  if (running.length > 0) return running.map((stage) => intl.formatMessage({ id: 'review.whoDecides.stage' }, { stage: stage.name, deciders: decidersOf(stage) })).join(intl.formatMessage({ id: 'review.whoDecides.separator' }));
  const asking = stages.filter((stage) => stage.state === 'changes_requested');
  if (asking.length > 0) return intl.formatMessage({ id: 'review.whoDecides.asked' }, { names: listNames(asking.map((stage) => stage.name)) });
  if (stages.length > 0 && stages.every((stage) => stage.state === 'approved')) return intl.formatMessage({ id: 'review.whoDecides.allApproved' });
  const next = stages.find((stage) => stage.state === 'waiting');
  return next ? intl.formatMessage({ id: 'review.whoDecides.notStarted' }, { stage: next.name }) : intl.formatMessage({ id: 'review.whoDecides.nobody' });
}
