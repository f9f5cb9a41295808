import type { Actor } from '../access/index.ts';
import type { UserRow } from '../auth/index.ts';
import type { Mover } from './stage-machine.ts';

/** Who decides or moves a review, in the forms the decision row and the announcements need. */
export interface Decider {
  stored: { user_id: number | null; guest_name: string | null; guest_email: string | null; share_link_id: number | null };
  announced: Mover & { guest_name?: string };
}

export const memberDecider = (user: UserRow): Decider => ({
  stored: { user_id: user.id, guest_name: null, guest_email: null, share_link_id: null },
  announced: { actor_id: user.id },
});

const guestDecider = (guest: { name: string; email: string; linkId: number }): Decider => ({
  stored: { user_id: null, guest_name: guest.name, guest_email: guest.email, share_link_id: guest.linkId },
  announced: { actor_id: null, actor_name: `${guest.name} (guest)`, guest_name: guest.name },
});

/** Whoever acts, as a decider: a member, or a guest under the name and address given with the decision. */
export const deciderOf = (actor: Actor): Decider => (actor.kind === 'member' ? memberDecider(actor.user) : guestDecider(actor));

/** The mover part of an announcement (stage events carry no guest name of their own). */
export const moverOf = (decider: Decider): Mover => ({ actor_id: decider.announced.actor_id, ...(decider.announced.actor_name !== undefined && { actor_name: decider.announced.actor_name }) });
