import type { Invitation } from '@review/contract/invitations';
import type { ProjectMember, ProjectRole } from '@review/contract/members';
import type { Project, ProjectAssetSummary } from '@review/contract/projects';
import { presentDefaultRoles } from '../members/index.ts';
import type { ProjectListRow } from './repository.ts';

/** What the batched side queries found for one project. */
export interface ProjectRelations {
  members: ProjectMember[];
  invitations: Invitation[];
  assets: ProjectAssetSummary[];
  usedStorageKb: number;
}

/** Allow-list from a listed project row (and its batched relations) to the wire, as `role` sees it. */
export function presentProject(row: ProjectListRow, role: ProjectRole, related: ProjectRelations): Project {
  const creator = { id: row.user_id, first_name: row.owner_first_name, last_name: row.owner_last_name, email: row.owner_email, avatar: row.owner_avatar };
  return {
    id: row.id,
    project_name: row.project_name,
    description: row.description,
    user_id: row.user_id,
    creator,
    members: related.members,
    assets: related.assets,
    used_storage: related.usedStorageKb,
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_archived: row.is_archived === 1 ? '1' : '0',
    is_starred: row.is_starred === 1 ? '1' : '0',
    default_roles: presentDefaultRoles(row, [{ ...creator, user_id: creator.id }, ...related.members]),
    default_creator_user_id: row.default_creator_user_id,
    default_approver_user_id: row.default_approver_user_id,
    invitations: related.invitations,
    role,
    opened_at: row.opened_at,
  };
}
