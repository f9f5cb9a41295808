import type { StageTemplate } from '@review/contract/stages';
import { currentStages, readRestartFrom, type StageTemplateRow } from './repository.ts';

/** Row in, wire object out, with only the reviewers still in the project (`currentStages`). */
export const presentTemplate = (row: StageTemplateRow, people: ReadonlySet<number>): StageTemplate => ({
  id: row.id,
  project_id: row.project_id,
  name: row.name,
  is_default: row.is_default === 1,
  restart_from: readRestartFrom(row.restart_from),
  stages: currentStages(row, people),
  created_at: row.created_at,
  updated_at: row.updated_at,
});
