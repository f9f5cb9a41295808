import type { StageTemplate } from '@review/contract/stages';
import { readRestartFrom, readStoredStages, type StageTemplateRow } from './repository.ts';

/**
 * Row in, wire object out. Reviewers who have left the project since the template was saved are left
 * out: they can no longer review, and the list saved back as shown must not be refused for them.
 */
export const presentTemplate = (row: StageTemplateRow, people: ReadonlySet<number>): StageTemplate => ({
  id: row.id,
  project_id: row.project_id,
  name: row.name,
  is_default: row.is_default === 1,
  restart_from: readRestartFrom(row.restart_from),
  stages: readStoredStages(row.stages).map((stage) => ({ ...stage, reviewers: stage.reviewers.filter((reviewer) => people.has(reviewer.user_id)) })),
  created_at: row.created_at,
  updated_at: row.updated_at,
});
