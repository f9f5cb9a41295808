import type { MemberRole, ProjectRole } from '@review/contract/members';
import type { MessageId } from '../../../i18n/index.ts';

/** What each role may do, as the invite form and the role editor explain it. */
export const ROLE_DESCRIPTIONS = {
  Admin: 'projects.role.adminDescription',
  Member: 'projects.role.memberDescription',
} as const satisfies Record<MemberRole, MessageId>;

/** A role's name as people read it; the wire value (`Owner`, `Admin`, `Member`) stays in the API. */
export const ROLE_LABELS = {
  Owner: 'projects.role.owner',
  Admin: 'projects.role.admin',
  Member: 'projects.role.member',
} as const satisfies Record<ProjectRole, MessageId>;

export const MEMBER_ROLES: readonly MemberRole[] = ['Admin', 'Member'];
