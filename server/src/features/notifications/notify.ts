import type { Db } from '../../db/database.ts';
import type { Message } from '../../i18n/messages.ts';
import { queueMail } from '../../mail/outbox.ts';
import { excerpt } from '../comments/index.ts';
import { composeNoticeMail, type MailContext, type NoticeMail } from './email.ts';
import { createNotificationsRepository } from './repository.ts';
import { settingsOf } from './settings.ts';

export interface Notice extends NoticeMail {
  /** Who is told; the actor and duplicates are dropped. */
  recipients: (number | null)[];
  actorId: number | null;
  /** The guest who acted, when a guest did. */
  guestName?: string | null;
  projectId: number;
  assetId: number | null;
  commentId: number | null;
  /** The bell's text. */
  message: string;
}

/** What a digest lists of the notice: its headline, and the words of the comment it tells of. */
const digestLine = (notice: Notice): Message => (notice.quote ? { id: 'mail.digest.quoted', values: { headline: notice.headline, quote: excerpt(notice.quote) } } : notice.headline);

/**
 * Tells each recipient, as they chose for this kind: a notification row (unless off), and for
 * "e-mail now" an e-mail queued in the same transaction. Digest rows wait for digests.ts.
 */
export async function notify(trx: Db, context: MailContext, notice: Notice): Promise<void> {
  const recipients = [...new Set(notice.recipients.filter((id): id is number => id !== null && id !== notice.actorId))];
  if (!recipients.length) return;
  const repo = createNotificationsRepository(trx);
  const settings = await settingsOf(trx, recipients);
  const people = new Map((await repo.findPeople(recipients)).map((person) => [person.id, person]));
  const at = new Date().toISOString();
  for (const userId of recipients) {
    const delivery = settings.get(userId)!.kinds[notice.kind];
    const person = people.get(userId);
    if (delivery === 'off' || !person) continue;
    await repo.insert({
      user_id: userId,
      actor_user_id: notice.actorId,
      actor_guest_name: notice.guestName ?? null,
      kind: notice.kind,
      project_id: notice.projectId,
      asset_id: notice.assetId,
      comment_id: notice.commentId,
      message: notice.message,
      digest_line: JSON.stringify(digestLine(notice)),
      file: notice.thumbnail,
      link: notice.link,
      delivery,
      emailed_at: delivery === 'email' ? at : null,
      created_at: at,
    });
    if (delivery === 'email') await queueMail(trx, composeNoticeMail(context, person, notice));
  }
}
