import type { Db } from '../../db/database.ts';
import { createProjectsRepository } from './repository.ts';

/**
 * What other features change of a project, which is this feature's row, in the database or
 * transaction they are given: its default creator and approver, and what a person who leaves it
 * held there (those slots, their star and archive); and the revisions of the projects a person
 * sees, which live updates watch.
 */
export const setDefaultRoles = async (db: Db, projectId: number, roles: { default_creator_user_id: number | null; default_approver_user_id: number | null }) =>
  void (await createProjectsRepository(db).update(projectId, { ...roles, updated_at: new Date().toISOString() }));

export async function forgetPersonInProject(db: Db, projectId: number, userId: number) {
  const projects = createProjectsRepository(db);
  await projects.clearDefaultsOf(projectId, userId);
  await projects.deleteState(projectId, userId);
}

export const listProjectRevisions = (db: Db, viewerId: number) => createProjectsRepository(db).listRevisionRows(viewerId);
export type ProjectRevisionRow = Awaited<ReturnType<typeof listProjectRevisions>>[number];
