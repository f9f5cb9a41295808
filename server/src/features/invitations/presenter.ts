import type { Invitation, InvitationPreview } from '@review/contract/invitations';
import { readMemberRole } from '../members/index.ts';
import type { InvitationRow, InvitationWithProjectRow } from './repository.ts';

/** The page the invitee opens; the web app serves it and accepts through the API. */
export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/invite/${token}`;

/** Allow-list to the wire; the link (which carries the token) only when the viewer may manage invitations. */
export function presentInvitation(row: InvitationRow, link?: string): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: readMemberRole(row.role),
    is_pending: row.is_pending === 1,
    created_at: row.created_at,
    ...(link ? { link } : {}),
  };
}

export function presentInvitationPreview(row: InvitationWithProjectRow): InvitationPreview {
  return {
    project_id: row.project_id,
    project_name: row.project_name,
    email: row.email,
    role: readMemberRole(row.role),
    invited_by: [row.inviter_first_name, row.inviter_last_name].filter(Boolean).join(' ') || 'A former member',
    is_pending: row.is_pending === 1,
    has_account: row.invitee_id !== null,
  };
}
