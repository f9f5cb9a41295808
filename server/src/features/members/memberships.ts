import type { Db } from '../../db/database.ts';
import type { ProjectMember } from '@review/contract/members';
import { presentMember } from './presenter.ts';
import { createMembersRepository } from './repository.ts';

/**
 * What other features ask of memberships, which are this feature's rows, in the database or
 * transaction they are given: the members of many projects at once (a project's reply), and an
 * invitation's checks and acceptance.
 */
export async function loadProjectMembers(db: Db, projectIds: readonly number[]): Promise<Map<number, ProjectMember[]>> {
  const members = new Map<number, ProjectMember[]>();
  for (const row of await createMembersRepository(db).listByProjects(projectIds)) {
    const list = members.get(row.project_id) ?? members.set(row.project_id, []).get(row.project_id)!;
    list.push(presentMember(row));
  }
  return members;
}

/** Whether the project's owner or one of its members has this address. */
export const hasPersonWithEmail = (db: Db, project: { id: number; user_id: number }, emailKey: string) => createMembersRepository(db).hasPersonWithEmail(project, emailKey);

export const isMember = async (db: Db, projectId: number, userId: number) => Boolean(await createMembersRepository(db).findByProjectUser(projectId, userId));

export const addMember = (db: Db, member: { project_id: number; user_id: number; role: string; created_at: string }) => createMembersRepository(db).insert(member);
