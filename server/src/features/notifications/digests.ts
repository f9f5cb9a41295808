import type { FastifyBaseLogger } from 'fastify';
import type { NotificationSettings } from '@review/contract/notifications';
import type { Db } from '../../db/database.ts';
import { queueMail } from '../../mail/outbox.ts';
import { createDueDigestSender } from './due-digest.ts';
import { composeDigestMail, type MailContext } from './email.ts';
import { createNotificationsRepository } from './repository.ts';
import { settingsOf } from './settings.ts';

const HOUR_MS = 60 * 60_000;

/** The hour and minute of `at` on the wall clock of `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part('hour'), minute: part('minute') };
}

/**
 * When the user's latest digest window closed, at or before `at`: the last full hour for hourly
 * digests, the last time the clock in their zone showed `digest_hour`:00 for daily ones. A digest
 * gathers what came before it.
 */
export function windowEnd(settings: NotificationSettings, at: Date): Date {
  const startOfMinute = Math.floor(at.getTime() / 60_000) * 60_000;
  const { hour, minute } = wallClock(at, settings.time_zone);
  const hoursBack = settings.digest === 'hourly' ? 0 : (hour - settings.digest_hour + 24) % 24;
  return new Date(startOfMinute - minute * 60_000 - hoursBack * HOUR_MS);
}

/**
 * Digest e-mails: one per user per window, with what they were told since the last one (grouped by
 * project and asset), none when there is nothing. Lines already read in the app are left out. The
 * rows are claimed by a conditional update inside the transaction that queues the mail, so any
 * number of instances may run this at once and a digest still goes out once.
 */
export function createDigestSender(db: Db, context: MailContext, log: FastifyBaseLogger) {
  const dueDigests = createDueDigestSender(db, context, log);

  async function sendTo(userId: number, settings: NotificationSettings, before: string, at: string) {
    await db.transaction().execute(async (trx) => {
      const repo = createNotificationsRepository(trx);
      const rows = await repo.pendingDigest(userId, before);
      if (!rows.length) return;
      if ((await repo.markEmailed(rows.map((row) => row.id), at)) !== rows.length) throw new DigestTaken();
      const unread = rows.filter((row) => row.read_at === null);
      const [person] = await repo.findPeople([userId]);
      if (!unread.length || !person) return;
      await queueMail(trx, composeDigestMail(context, { ...person, timeZone: settings.time_zone }, settings.digest, unread));
    });
  }

  return {
    async sendDue(at = new Date()) {
      const iso = at.toISOString();
      const users = (await createNotificationsRepository(db).usersWithPendingDigest(iso)).map((row) => row.user_id);
      const settings = await settingsOf(db, users);
      for (const userId of users) {
        const before = windowEnd(settings.get(userId)!, at).toISOString();
        await sendTo(userId, settings.get(userId)!, before, iso).catch((error: unknown) => {
          if (!(error instanceof DigestTaken)) log.warn({ err: error, userId }, 'a digest e-mail could not be prepared; trying again at the next round');
        });
      }
      // The morning e-mail of reviews due rides the same minute's round.
      await dueDigests.sendDue(at);
    },
  };
}

/** Another instance claimed the same rows first: this one's transaction rolls back. */
class DigestTaken extends Error {}

export type DigestSender = ReturnType<typeof createDigestSender>;
