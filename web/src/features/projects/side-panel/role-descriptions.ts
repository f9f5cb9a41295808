import type { MemberRole } from '@review/contract/members';

/** What each role may do, as the invite form and the role editor explain it. */
export const ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  Admin: 'Can manage project settings, roles, assets and invite new members (+anything Members can do).',
  Member: 'Can view, upload, comment on and change the status of assets.',
};

export const MEMBER_ROLES: readonly MemberRole[] = ['Admin', 'Member'];
