import type { ErrorCode } from '@review/contract/errors';
import type { ProjectRole } from '@review/contract/members';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { can, projectRoleOf } from '../access/index.ts';
import { createProjectsRepository, type ProjectRow } from './repository.ts';

/** Spec section 6's rights matrix lives in the one policy table, with the guests' rules beside it. */
export { authorizeRole as authorize, can, type ProjectAction } from '../access/index.ts';

export interface ProjectAccess {
  project: ProjectRow;
  role: ProjectRole;
}

/**
 * The project and the user's role in it, if the user owns it or is a member; otherwise 404, so an
 * outsider never learns whether the project exists. Every project-scoped call starts here.
 */
export async function findVisibleProject(db: Db, userId: number, projectId: number, missing: ErrorCode = 'project_not_found'): Promise<ProjectAccess> {
  const row = await createProjectsRepository(db).findWithMemberRole(projectId, userId);
  if (!row) throw notFound(missing);
  const { member_role, ...project } = row;
  const role = projectRoleOf(userId, { owner_id: project.user_id, member_role });
  // Asked, not assumed: the policy says a project role sees its project (and notes that it was asked).
  if (role === null || !can(role, 'project.view')) throw notFound(missing);
  return { project, role };
}
