import type { DefaultRole, MemberRole, ProjectMember } from '@review/contract/members';
import type { MemberRow } from './repository.ts';

/** A stored role as the wire's enum; anything unexpected reads as the lesser role. Plain code: it runs for every listed row. */
export const readMemberRole = (stored: string | null | undefined): MemberRole => (stored === 'Admin' ? 'Admin' : 'Member');

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

interface Person {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** The owner then each member, flagged when they hold the project's default creator or approver slot. */
export function presentDefaultRoles(
  project: { default_creator_user_id: number | null; default_approver_user_id: number | null },
  people: readonly Person[],
): DefaultRole[] {
  return people.map((person) => ({
    user_id: person.user_id,
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    is_default_creator: project.default_creator_user_id === person.user_id,
    is_default_approver: project.default_approver_user_id === person.user_id,
  }));
}
