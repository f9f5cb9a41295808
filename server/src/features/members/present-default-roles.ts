import type { DefaultRole } from '@review/contract/members';

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
