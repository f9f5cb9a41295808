import type { UpdateProfileBody } from '@review/contract/profile';
import type { PlanId } from '@review/contract/plans';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import { updateAccount, type UserRow } from '../auth/index.ts';
import { createPlanLimits } from '../plans/index.ts';
import { renderAvatar } from './avatar.ts';

export function createProfileService(db: Db, blobs: BlobStore, announce: Announce) {
  return {
    /** The names, the language, or both: what the body leaves out stays as it is. */
    update: (user: UserRow, { first_name, last_name, locale }: UpdateProfileBody) =>
      updateAccount(db, user.id, { ...(first_name !== undefined && { first_name }), ...(last_name !== undefined && { last_name }), ...(locale && { locale }), updated_at: new Date().toISOString() }),

    /** Stores the new avatar before pointing the user at it; the path is relative to the app's host. */
    async updateAvatar(user: UserRow, upload: Buffer) {
      const stored = await blobs.put('avatars', 'webp', await renderAvatar(upload));
      return updateAccount(db, user.id, { avatar: `files/${stored.key}`, updated_at: new Date().toISOString() });
    },

    /**
     * Switches at once; a downgrade below what the user already owns is refused with the reason.
     * `announced`: the event of a switch made for the user (the operator's), in its transaction.
     */
    changePlan: (user: UserRow, plan: PlanId, announced?: DomainEvent) =>
      db.transaction().execute(async (trx) => {
        const limits = createPlanLimits(trx);
        await limits.lockAccount(user.id);
        await limits.assertUsageFits(user.id, plan);
        const changed = await updateAccount(trx, user.id, { plan, updated_at: new Date().toISOString() });
        if (announced) await announce(trx, announced);
        return changed;
      }),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
