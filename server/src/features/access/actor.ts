import type { ProjectRole } from '@review/contract/members';
import type { UserRow } from '../auth/index.ts';

/** A signed-in person, whatever project they act in. */
export interface MemberActor {
  kind: 'member';
  user: UserRow;
}

/**
 * The holder of a review link, once `sharing/` has checked the link (active, its password given in
 * this browser): what the link opens and allows, the name and address given with the call (empty
 * when the call gives none: an edit, a delete) and the key of this browser's guest cookie (null
 * until the first write issues one).
 */
export interface GuestActor {
  kind: 'guest';
  linkId: number;
  projectId: number;
  /** The one asset the link opens; null for a link to the whole project (its non-archived assets). */
  assetId: number | null;
  switches: { draw: boolean; decide: boolean; download: boolean };
  name: string;
  email: string;
  key: string | null;
}

/** Who is acting: the one value every operation on comments, marks and decisions takes. */
export type Actor = MemberActor | GuestActor;

/**
 * An actor inside the project of the resource at hand: a member with their role there (null when
 * they have none), a guest as is (a link belongs to one project). Scoped lookups produce it.
 */
export type ProjectActor = (MemberActor & { role: ProjectRole | null }) | GuestActor;

export const memberActor = (user: UserRow): MemberActor => ({ kind: 'member', user });

/** A user's role in a project, from its owner and their membership's stored role (null: they have none there). */
export const projectRoleOf = (userId: number, project: { owner_id: number; member_role: string | null }): ProjectRole | null =>
  project.owner_id === userId ? 'Owner' : project.member_role === 'Admin' || project.member_role === 'Member' ? project.member_role : null;

/** The author columns of a comment, a decision or a history line the actor writes. */
export const authorColumns = (actor: Actor) =>
  actor.kind === 'member'
    ? { user_id: actor.user.id, guest_name: null, guest_email: null, share_link_id: null, guest_key: null }
    : { user_id: null, guest_name: actor.name, guest_email: actor.email, share_link_id: actor.linkId, guest_key: actor.key };
