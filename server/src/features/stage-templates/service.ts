import { TEMPLATES_PER_PROJECT, type StageTemplate, type StageTemplateBody, type UpdateStageTemplateBody } from '@review/contract/stages';
import type { Db } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import type { UserRow } from '../auth/index.ts';
import { createPlanLimits } from '../plans/index.ts';
import { authorize, findVisibleProject } from '../projects/index.ts';
import { normaliseStages } from './normalise-stages.ts';
import { presentTemplate } from './presenter.ts';
import { createStageTemplatesRepository, type StageTemplateRow } from './repository.ts';


const now = () => new Date().toISOString();
/** People's order, the same on SQLite and PostgreSQL whatever their collations: "client" beside "Client", "Stage 2" before "Stage 10". */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** "Legal" and "legal" would be two templates no one can tell apart in a list. */
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function assertReviewersIn(stages: StageTemplateBody['stages'], people: ReadonlySet<number>) {
  const index = stages.findIndex((stage) => stage.reviewers.some((reviewer) => !people.has(reviewer.user_id)));
  if (index >= 0) throw invalid('reviewers_not_members', undefined, { [`stages.${index}.reviewers`]: 'reviewers_not_members' });
}

function assertNameFree(others: StageTemplateRow[], name: string) {
  if (others.some((other) => sameName(other.name, name))) throw conflict('template_name_taken');
}

/**
 * A project's stage templates: named lists of review stages that its managers keep, and that new
 * assets take from the default one (`default-template.ts`). Everyone in the project reads them.
 */
export function createStageTemplatesService(db: Db) {
  const repo = createStageTemplatesRepository(db);

  async function findManagedProject(user: UserRow, projectId: number) {
    const { project, role } = await findVisibleProject(db, user.id, projectId);
    authorize(role, 'project.update');
    return project;
  }

  /**
   * Runs `write` in a transaction holding the owner's account lock (as every limited write does), so
   * that two saves at once cannot both pass the name and count checks; `write` gets the project's people.
   */
  const withLock = <T>(project: { id: number; user_id: number }, write: (trx: Db, people: Set<number>) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      await createPlanLimits(trx).lockAccount(project.user_id);
      return write(trx, await createStageTemplatesRepository(trx).listProjectPeople(project.id));
    });

  return {
    async list(user: UserRow, projectId: number): Promise<StageTemplate[]> {
      const { project } = await findVisibleProject(db, user.id, projectId);
      const [rows, people] = await Promise.all([repo.listOfProject(project.id), repo.listProjectPeople(project.id)]);
      return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id).map((row) => presentTemplate(row, people));
    },

    async create(user: UserRow, projectId: number, body: StageTemplateBody): Promise<StageTemplate> {
      const project = await findManagedProject(user, projectId);
      const stages = normaliseStages(body.stages);
      return withLock(project, async (trx, people) => {
        const templates = createStageTemplatesRepository(trx);
        assertReviewersIn(stages, people);
        const others = await templates.listOfProject(project.id);
        if (others.length >= TEMPLATES_PER_PROJECT) throw conflict('template_limit_reached', { max: TEMPLATES_PER_PROJECT });
        assertNameFree(others, body.name);
        const at = now();
        const row = await templates.insert({
          project_id: project.id,
          name: body.name,
          is_default: body.is_default ? 1 : 0,
          restart_from: body.restart_from,
          stages: JSON.stringify(stages),
          created_at: at,
          updated_at: at,
        });
        if (body.is_default) await templates.clearDefaultExcept(project.id, row.id, at);
        return presentTemplate(row, people);
      });
    },

    /** What the body leaves out stays as it is. */
    async update(user: UserRow, projectId: number, templateId: number, body: Partial<UpdateStageTemplateBody>): Promise<StageTemplate> {
      const project = await findManagedProject(user, projectId);
      if (Object.keys(body).length === 0) throw invalid('nothing_to_change');
      const stages = body.stages && normaliseStages(body.stages);
      return withLock(project, async (trx, people) => {
        const templates = createStageTemplatesRepository(trx);
        // Read under the lock: another request may have deleted it since.
        const template = await templates.findInProject(project.id, templateId);
        if (!template) throw notFound('template_not_found');
        if (stages) assertReviewersIn(stages, people);
        if (body.name !== undefined) assertNameFree((await templates.listOfProject(project.id)).filter((other) => other.id !== template.id), body.name);
        const at = now();
        await templates.update(template.id, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.is_default !== undefined && { is_default: body.is_default ? 1 : 0 }),
          ...(body.restart_from !== undefined && { restart_from: body.restart_from }),
          ...(stages && { stages: JSON.stringify(stages) }),
          updated_at: at,
        });
        if (body.is_default) await templates.clearDefaultExcept(project.id, template.id, at);
        return presentTemplate((await templates.findInProject(project.id, template.id))!, people);
      });
    },

    async delete(user: UserRow, projectId: number, templateId: number): Promise<void> {
      const project = await findManagedProject(user, projectId);
      const template = await repo.findInProject(project.id, templateId);
      if (!template) throw notFound('template_not_found');
      await repo.delete(template.id);
    },
  };
}

export type StageTemplatesService = ReturnType<typeof createStageTemplatesService>;
