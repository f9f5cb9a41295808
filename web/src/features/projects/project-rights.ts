import type { ProjectRole } from '@review/contract/members';

/** Spec section 6: owners and admins change project details, members, invitations and default roles. */
export const canManageProject = (role: ProjectRole) => role === 'Owner' || role === 'Admin';
