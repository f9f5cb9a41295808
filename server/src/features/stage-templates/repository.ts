import type { Insertable, Selectable, Updateable } from 'kysely';
import { RestartFromSchema, StageTemplateSchema, type RestartFrom, type StageTemplate } from '@review/contract/stages';
import type { Db } from '../../db/database.ts';
import type { StageTemplatesTable } from '../../db/schema.ts';

export type StageTemplateRow = Selectable<StageTemplatesTable>;
/** Normalised stages, as saved: each has its position and start. */
export type TemplateStages = StageTemplate['stages'];

/** A template as the review code copies it onto an asset. */
export interface StoredTemplate {
  id: number;
  name: string;
  restart_from: RestartFrom;
  /** Only the reviewers still in the project. */
  stages: TemplateStages;
}

const StoredStagesSchema = StageTemplateSchema.shape.stages;

/** The `stages` column (JSON written by the service, normalised), with the contract's defaults for anything added since. */
export const readStoredStages = (json: string): TemplateStages => StoredStagesSchema.parse(JSON.parse(json));
export const readRestartFrom = (value: string): RestartFrom => RestartFromSchema.catch('first').parse(value);

/** SQL of a project's stage templates; `db` may be a transaction. */
export function createStageTemplatesRepository(db: Db) {
  return {
    /** In no set order: the service sorts them for people, alike on SQLite and PostgreSQL. */
    listOfProject: (projectId: number) => db.selectFrom('stage_templates').selectAll().where('project_id', '=', projectId).orderBy('id').execute(),
    /** The template only when it belongs to the project: another project's id is as good as unknown. */
    findInProject: (projectId: number, id: number) => db.selectFrom('stage_templates').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst(),
    findDefault: (projectId: number) => db.selectFrom('stage_templates').selectAll().where('project_id', '=', projectId).where('is_default', '=', 1).orderBy('id').executeTakeFirst(),
    insert: (row: Insertable<StageTemplatesTable>) => db.insertInto('stage_templates').values(row).returningAll().executeTakeFirstOrThrow(),
    update: (id: number, changes: Updateable<StageTemplatesTable>) => db.updateTable('stage_templates').set(changes).where('id', '=', id).execute(),
    delete: (id: number) => db.deleteFrom('stage_templates').where('id', '=', id).execute(),
    /** One default per project: every other template of it stops being the default. */
    clearDefaultExcept: (projectId: number, keptId: number, at: string) =>
      db.updateTable('stage_templates').set({ is_default: 0, updated_at: at }).where('project_id', '=', projectId).where('id', '!=', keptId).where('is_default', '=', 1).execute(),

    /** Everyone who may review in the project: its owner and its members. */
    async listProjectPeople(projectId: number): Promise<Set<number>> {
      const owner = await db.selectFrom('projects').select('user_id').where('id', '=', projectId).execute();
      const members = await db.selectFrom('project_members').select('user_id').where('project_id', '=', projectId).execute();
      return new Set([...owner, ...members].map((row) => row.user_id));
    },
  };
}

export type StageTemplatesRepository = ReturnType<typeof createStageTemplatesRepository>;

/**
 * A template's stages as they can be used now: reviewers who have left the project since it was
 * saved are left out (they can no longer review, and a list saved back as shown must not be refused).
 */
export const currentStages = (row: Pick<StageTemplateRow, 'stages'>, people: ReadonlySet<number>): TemplateStages =>
  readStoredStages(row.stages).map((stage) => ({ ...stage, reviewers: stage.reviewers.filter((reviewer) => people.has(reviewer.user_id)) }));
