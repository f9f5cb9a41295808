import type { Db } from '../../db/database.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import { readLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/messages.ts';
import { queueMail } from '../../mail/outbox.ts';
import { fullName } from '../auth/index.ts';
import { guestSight } from '../comments/index.ts';
import { reviewPath } from '@review/contract/sharing';

/**
 * E-mails a guest that a member answered them, with the review link they wrote through while it
 * still works: guests have no account and no settings, so this is the only way they hear of it.
 * Written in the link's language for its guests, else in the language of the member who replied.
 */
export const createGuestReplyListener = (publicUrl: string) =>
  async function onCommentCreated(trx: Db, event: DomainEvent): Promise<void> {
    if (event.type !== 'comment.created') return;
    const reply = await trx
      .selectFrom('comments as c')
      .innerJoin('comments as parent', 'parent.id', 'c.parent_id')
      .innerJoin('share_links as l', 'l.id', 'parent.share_link_id')
      .innerJoin('assets as a', 'a.id', 'c.asset_id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.content', 'parent.guest_name', 'parent.guest_email', 'l.token', 'l.revoked_at', 'a.title', 'u.first_name', 'u.last_name', 'c.asset_id', 'c.stage_id', 'l.locale', 'u.locale as author_locale'])
      .where('c.id', '=', event.comment_id)
      .executeTakeFirst();
    if (!reply?.guest_email || reply.revoked_at !== null) return;
    // Not a word of a thread the link's guests no longer see (a private stage's, stage-visibility.ts).
    if (!(await guestSight(trx, [reply.asset_id])).sees(reply)) return;
    const names = { author: fullName(reply), asset: reply.title };
    const locale = readLocale(reply.locale) ?? readLocale(reply.author_locale) ?? 'en';
    await queueMail(trx, {
      to: reply.guest_email,
      subject: translate(locale, 'mail.guestReply.subject', names),
      text: [
        reply.guest_name ? translate(locale, 'mail.hello', { name: reply.guest_name }) : translate(locale, 'mail.helloNoName'),
        '',
        translate(locale, 'mail.guestReply.intro', names),
        '',
        reply.content,
        '',
        translate(locale, 'mail.guestReply.open', { link: `${publicUrl}${reviewPath(reply.token)}` }),
      ].join('\n'),
    });
  };
