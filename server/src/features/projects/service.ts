import type { FastifyBaseLogger } from 'fastify';
import { ProjectReplySchema, type CreateProjectBody, type ProjectView, type UpdateProjectBody } from '@review/contract/projects';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import type { BuiltJson } from '../../read-cache/cache.ts';
import { serialize } from '../../read-cache/json.ts';
import { createPlanLimits } from '../plans/index.ts';
import { deleteProjectTree, type ProjectCleanup } from './deletion.ts';
import { sanitizeDescription } from './description.ts';
import { authorize, findVisibleProject } from './policy.ts';
import type { ProjectReader } from './reader.ts';
import { createProjectsRepository } from './repository.ts';

/** Opening a project again within this time does not rewrite its "recent" time. */
const OPENED_RESOLUTION_MS = 60_000;

export interface ProjectsServiceOptions {
  reader: ProjectReader;
  blobs: BlobStore;
  /** What other features delete with a project; see `ProjectCleanup`. */
  cleanups: readonly ProjectCleanup[];
  log: FastifyBaseLogger;
}

export function createProjectsService(db: Db, { reader, blobs, cleanups, log }: ProjectsServiceOptions) {
  const projects = createProjectsRepository(db);

  /** The project as the user sees it; notes when they opened it, for the Recent list. */
  async function open(userId: number, projectId: number) {
    const project = await reader.get(userId, projectId);
    const now = new Date();
    if (!project.opened_at || now.getTime() - Date.parse(project.opened_at) > OPENED_RESOLUTION_MS) {
      await projects.setState(projectId, userId, { opened_at: now.toISOString() });
    }
    return project;
  }

  return {
    list: (userId: number, view: ProjectView = 'all') => reader.list(userId, view),

    /** The id and revision of every project the user can see, as one string (see read-cache). */
    listRevisions: (userId: number) => projects.listRevisions(userId),

    /**
     * `open`'s reply, serialised, to be served again only until a new opening is due to be noted: the
     * note is a write, so an opening served from the cache would never reach the Recent list.
     */
    async openReply(userId: number, projectId: number): Promise<BuiltJson> {
      const project = await open(userId, projectId);
      const json = serialize(ProjectReplySchema, { data: project });
      return { json, until: project.opened_at ? Date.parse(project.opened_at) + OPENED_RESOLUTION_MS : 0 };
    },

    /** Creates a project owned by the user, within their plan's project limit. */
    async create(userId: number, body: CreateProjectBody) {
      const { id } = await db.transaction().execute(async (trx) => {
        const limits = createPlanLimits(trx);
        await limits.lockAccount(userId);
        await limits.assertCanCreateProject(userId);
        const now = new Date().toISOString();
        const repository = createProjectsRepository(trx);
        const created = await repository.insert({
          user_id: userId,
          project_name: body.project_name,
          description: '',
          default_creator_user_id: null,
          default_approver_user_id: null,
          created_at: now,
          updated_at: now,
        });
        await repository.setState(created.id, userId, { opened_at: now });
        return created;
      });
      return reader.get(userId, id);
    },

    /** Renames or describes the project (owners and admins), and/or archives it for the user alone. */
    async update(userId: number, projectId: number, body: UpdateProjectBody) {
      const { role } = await findVisibleProject(db, userId, projectId);
      const changesDetails = body.project_name !== undefined || body.description !== undefined;
      if (changesDetails) authorize(role, 'project.update');
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const repository = createProjectsRepository(trx);
        if (changesDetails) {
          await repository.update(projectId, {
            ...(body.project_name !== undefined ? { project_name: body.project_name } : {}),
            ...(body.description !== undefined ? { description: sanitizeDescription(body.description ?? '') } : {}),
            updated_at: now,
          });
        }
        await repository.setState(projectId, userId, { opened_at: now, ...(body.is_archived !== undefined ? { is_archived: Number(body.is_archived) } : {}) });
      });
      const message =
        changesDetails || body.is_archived === undefined
          ? 'Project updated successfully.'
          : body.is_archived
            ? 'Project archived successfully.'
            : 'Project unarchived successfully.';
      return { message, project: await reader.get(userId, projectId) };
    },

    /** Stars or unstars the project for the user alone. */
    async star(userId: number, projectId: number, isStarred: boolean) {
      await findVisibleProject(db, userId, projectId);
      await projects.setState(projectId, userId, { is_starred: Number(isStarred) });
      return { message: isStarred ? 'Project starred successfully.' : 'Project unstarred successfully.', project: await reader.get(userId, projectId) };
    },

    /** Deletes the project with everything under it; owner only. */
    async remove(userId: number, projectId: number) {
      const { role } = await findVisibleProject(db, userId, projectId);
      authorize(role, 'project.delete');
      await deleteProjectTree(db, projectId, { blobs, cleanups, log });
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
