import type { Stage, StageListReply } from '@review/contract/stages';

/** A stage for unit tests: stage 1, running on version 2 (id 20), no reviewers, nothing special set. */
export function buildStage(overrides: Partial<Stage> & { id: number }): Stage {
  return {
    name: `Stage ${overrides.id}`,
    position: 1,
    rule: 'all',
    deadline: null,
    deadline_days: null,
    lock: false,
    private: false,
    guests: false,
    start: 'upload',
    start_at: null,
    state: 'running',
    started_at: '2024-07-01T09:00:00Z',
    completed_at: null,
    overdue: false,
    locked: false,
    accepts_decisions: true,
    version_id: 20,
    version: 2,
    reviewers: [],
    guest_decisions: [],
    ...overrides,
  };
}

export function buildStageList(stages: Stage[], overrides: Partial<StageListReply> = {}): StageListReply {
  return { data: stages, restart_from: 'first', can_manage: true, ...overrides };
}
