import type { Db } from '../../db/database.ts';
import type { AssetRow } from '../assets/repository.ts';
import { newestThumbnail } from '../assets/repository.ts';
import type { UserRow } from '../auth/repository.ts';
import { createNotificationsRepository } from '../notifications/repository.ts';

const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`.trim();

/**
 * The bell's review notices, written in the caller's transaction so they exist exactly when what they
 * tell about does. Each goes with its asset, and links to its review screen. Rows only: e-mail
 * delivery (the notifications issue) can read them.
 */
export function createReviewNotices(trx: Db) {
  const notifications = createNotificationsRepository(trx);

  async function send(asset: AssetRow, actor: UserRow | null, userIds: (number | null)[], message: string) {
    const recipients = [...new Set(userIds.filter((id): id is number => id !== null && id !== actor?.id))];
    if (!recipients.length) return;
    const picture = await trx.selectFrom('assets as a').select((eb) => newestThumbnail(eb)).where('a.id', '=', asset.id).executeTakeFirst();
    const at = new Date().toISOString();
    await notifications.insertMany(
      recipients.map((userId) => ({
        user_id: userId,
        actor_user_id: actor?.id ?? null,
        comment_id: null,
        asset_id: asset.id,
        message,
        file: picture?.thumbnail ?? null,
        link: `/asset/${asset.id}`,
        created_at: at,
      })),
    );
  }

  /** The asset's creators: who made it and its assigned creator. */
  const creatorsOf = (asset: AssetRow) => [asset.user_id, asset.creator_user_id];

  return {
    askedToReview: (asset: AssetRow, actor: UserRow, userIds: number[]) => send(asset, actor, userIds, `${fullName(actor)} asked you to review ${asset.title}`),
    newVersion: (asset: AssetRow, actor: UserRow, userIds: number[], version: number) =>
      send(asset, actor, userIds, `${fullName(actor)} uploaded version ${version} of ${asset.title} for your review`),
    decided: (asset: AssetRow, actor: UserRow, message: string) => send(asset, actor, creatorsOf(asset), message),
    outcome: (asset: AssetRow, actor: UserRow, message: string) => send(asset, actor, creatorsOf(asset), message),
    due: (asset: AssetRow, kind: 'due_soon' | 'overdue', pendingReviewers: number[]) =>
      kind === 'due_soon'
        ? send(asset, null, pendingReviewers, `Your review of ${asset.title} is due tomorrow`)
        : send(asset, null, [...pendingReviewers, ...creatorsOf(asset)], `The review of ${asset.title} is overdue`),
  };
}
