import type { ProjectMember } from '@review/contract/members';
import { readMemberRole } from './member-role.ts';
import type { MemberRow } from './repository.ts';

/** Allow-list from a membership joined with its user to the wire. */
export function presentMember(row: MemberRow): ProjectMember {
  return {
    id: row.id,
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    avatar: row.avatar,
    role: readMemberRole(row.role),
    created_at: row.created_at,
  };
}
