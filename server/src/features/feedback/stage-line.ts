import type { CurrentStage, StageState } from '@review/contract/reviews';

const STATE_WORDS: Record<StageState, string> = { waiting: 'waiting', running: 'running', approved: 'approved', changes_requested: 'asked for changes' };

/**
 * Where a review of several stages stands, in one line for a reader or an agent (the feedback
 * brief, the MCP tools, the reports): "Stage 2 of 3 running: Client, due 2026-12-01".
 */
export function describeStage(stage: CurrentStage): string {
  const due = stage.deadline ? `, due ${stage.deadline}${stage.overdue ? ' (overdue)' : ''}` : '';
  return `Stage ${stage.position} of ${stage.of} ${STATE_WORDS[stage.state]}: ${stage.name}${due}`;
}
