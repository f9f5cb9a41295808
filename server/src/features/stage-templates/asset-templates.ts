import type { Db } from '../../db/database.ts';
import { createStageTemplatesRepository, currentStages, readRestartFrom, type StageTemplateRow, type StoredTemplate } from './repository.ts';

/** A template as an asset takes it: its reviewers still in the project only. */
async function toStored(db: Db, row: StageTemplateRow): Promise<StoredTemplate> {
  const people = await createStageTemplatesRepository(db).listProjectPeople(row.project_id);
  return { id: row.id, name: row.name, restart_from: readRestartFrom(row.restart_from), stages: currentStages(row, people) };
}

/** A template of the project, to copy onto one of its assets (`PUT /assets/{id}/stages`); undefined for another project's. */
export async function findTemplate(db: Db, projectId: number, templateId: number): Promise<StoredTemplate | undefined> {
  const row = await createStageTemplatesRepository(db).findInProject(projectId, templateId);
  return row && toStored(db, row);
}

/**
 * The stages a new asset of the project starts with: its default template's, or null when it has
 * none. `db` may be (and at asset creation is) the creating transaction.
 */
export async function defaultTemplateOf(db: Db, projectId: number): Promise<Omit<StoredTemplate, 'id' | 'name'> | null> {
  const row = await createStageTemplatesRepository(db).findDefault(projectId);
  if (!row) return null;
  const { restart_from, stages } = await toStored(db, row);
  return { restart_from, stages };
}
