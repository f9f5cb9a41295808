import type { Invitation } from '@review/contract/invitations';
import type { Db } from '../../db/database.ts';
import { invitationLink, presentInvitation } from './presenter.ts';
import { createInvitationsRepository } from './repository.ts';

/**
 * What other features ask of invitations, which are this feature's rows, in the database or
 * transaction they are given: the invitations of many projects at once with their links (a
 * project's reply, for those who may manage its members), and forgetting the accepted invitation
 * of someone who leaves.
 */
export async function loadProjectInvitations(db: Db, projectIds: readonly number[], publicUrl: string): Promise<Map<number, Invitation[]>> {
  const invitations = new Map<number, Invitation[]>();
  for (const row of await createInvitationsRepository(db).listByProjects(projectIds)) {
    const list = invitations.get(row.project_id) ?? invitations.set(row.project_id, []).get(row.project_id)!;
    list.push(presentInvitation(row, invitationLink(publicUrl, row.token)));
  }
  return invitations;
}

export const forgetAcceptedInvitation = (db: Db, projectId: number, emailKey: string) => createInvitationsRepository(db).deleteAcceptedFor(projectId, emailKey);
