import type { ProjectRole } from '@review/contract/members';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../errors.ts';
import { createProjectsRepository, type ProjectRow } from './repository.ts';

const EVERYONE = ['Owner', 'Admin', 'Member'] as const satisfies readonly ProjectRole[];
const MANAGERS = ['Owner', 'Admin'] as const satisfies readonly ProjectRole[];
const OWNER = ['Owner'] as const satisfies readonly ProjectRole[];

/**
 * Spec section 6's rights matrix as data: action → the project roles allowed to do it.
 * Outsiders have no role: they never get past `findVisibleProject`.
 */
export const PROJECT_RIGHTS = {
  /** Access a private project: see it, its assets and its members; star and archive it for oneself. */
  'project.view': EVERYONE,
  /** Change project details (name, description). */
  'project.update': MANAGERS,
  /** Create and delete project. */
  'project.delete': OWNER,
  /** Add or remove users: invite, resend, withdraw; see invitations and their links. */
  'members.invite': MANAGERS,
  /** Make users admin, remove members. */
  'members.manage': MANAGERS,
  /** Assign Creator and Approver roles (the project's defaults). */
  'roles.assign': MANAGERS,
  /** Upload assets, change asset details and state (including Approve), download, make public or private. */
  'asset.create': EVERYONE,
  'asset.update': EVERYONE,
  'asset.download': EVERYONE,
  /** Make an asset public or private: create and revoke its review links. */
  'asset.share': EVERYONE,
  /** Share the whole project through review links that open every asset. */
  'project.share': MANAGERS,
  /** Delete or archive an asset. */
  'asset.delete': MANAGERS,
  /** Comment and annotate; resolve, edit or delete one's own comments. */
  'comment.create': EVERYONE,
} as const satisfies Record<string, readonly ProjectRole[]>;

export type ProjectAction = keyof typeof PROJECT_RIGHTS;

export const can = (role: ProjectRole, action: ProjectAction) => (PROJECT_RIGHTS[action] as readonly ProjectRole[]).includes(role);

/** Throws 403 unless `role` may do `action`; only ever called for a project the user can see. */
export function authorize(role: ProjectRole, action: ProjectAction): void {
  if (can(role, action)) return;
  throw forbidden(PROJECT_RIGHTS[action].length === 1 ? 'Only the project owner can do this.' : 'Only the project owner or an admin can do this.');
}

export interface ProjectAccess {
  project: ProjectRow;
  role: ProjectRole;
}

/**
 * The project and the user's role in it, if the user owns it or is a member; otherwise 404, so an
 * outsider never learns whether the project exists. Every project-scoped call starts here.
 */
export async function findVisibleProject(db: Db, userId: number, projectId: number, message = 'Project not found.'): Promise<ProjectAccess> {
  const row = await createProjectsRepository(db).findWithMemberRole(projectId, userId);
  if (!row) throw notFound(message);
  const { member_role, ...project } = row;
  if (project.user_id === userId) return { project, role: 'Owner' };
  if (member_role === 'Admin' || member_role === 'Member') return { project, role: member_role };
  throw notFound(message);
}
