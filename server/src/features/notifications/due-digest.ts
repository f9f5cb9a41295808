import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { queueMail } from '../../mail/outbox.ts';
import { loadReviewStates, type AssetReviewState } from '../reviews/index.ts';
import { composeDueDigestMail, type DueReview } from './due-digest-mail.ts';
import { createDueDigestRepository } from './due-digest-repository.ts';
import type { MailContext } from './email.ts';
import { createNotificationsRepository } from './repository.ts';
import { settingsOf } from './settings.ts';

/** From 07:00 in the user's zone; a server down all morning skips that day rather than mail in the afternoon. */
const SEND_FROM_HOUR = 7;
const SEND_UNTIL_HOUR = 12;
/** Listed: stages due up to this many days ahead, or overdue by up to this many (Filestage's rule). */
const DAYS_AHEAD = 5;
const DAYS_OVERDUE = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The calendar day (`YYYY-MM-DD`) and the hour of `at` on the clocks of `timeZone`. */
export function localClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

interface CandidateAsset {
  asset_id: number;
  title: string;
  project_name: string;
}

/** The running stages of these assets that wait for the user's decision on the newest version, due within the window around `today`. */
function dueReviewsOf(userId: number, assets: CandidateAsset[], states: Map<number, AssetReviewState>, today: string): DueReview[] {
  const from = addDays(today, -DAYS_OVERDUE);
  const to = addDays(today, DAYS_AHEAD);
  return assets.flatMap((asset) => {
    const state = states.get(asset.asset_id);
    const newest = state?.newest;
    if (!state || !newest) return [];
    return state.stages
      .filter(
        (round) =>
          round.state === 'running' &&
          round.row.version_id === newest.id &&
          !round.locked &&
          round.row.due_date !== null &&
          round.row.due_date >= from &&
          round.row.due_date <= to &&
          round.reviewers.some((reviewer) => reviewer.user_id === userId && reviewer.decision === 'pending'),
      )
      .map((round) => ({
        assetId: asset.asset_id,
        versionId: newest.id,
        title: asset.title,
        projectName: asset.project_name,
        stageName: state.stages.length > 1 ? round.row.name : null,
        dueDate: round.row.due_date!,
      }));
  });
}

/**
 * The morning e-mail of reviews due: each reviewer of a running stage, at 07:00 in their zone, gets
 * one e-mail listing the reviews waiting for their decision whose stage is due within five days or
 * was due up to two days ago, unless they turned it off. The day is claimed by a conditional write
 * in the transaction that queues the mail, so any number of instances send it once a day.
 */
export function createDueDigestSender(db: Db, context: MailContext, log: FastifyBaseLogger) {
  async function sendTo(userId: number, today: string, reviews: DueReview[]) {
    await db.transaction().execute(async (trx) => {
      // Claimed even with nothing to list, so the rest of the morning does not look again.
      if (!(await createDueDigestRepository(trx).claim(userId, today)) || !reviews.length) return;
      const [person] = await createNotificationsRepository(trx).findPeople([userId]);
      if (person) await queueMail(trx, composeDueDigestMail(context, person, today, reviews));
    });
  }

  return {
    async sendDue(at = new Date()) {
      const utcDay = at.toISOString().slice(0, 10);
      // Every zone's day is within a day of UTC's: the widest window any of them needs.
      const rows = await createDueDigestRepository(db).listCandidates(addDays(utcDay, -DAYS_OVERDUE - 1), addDays(utcDay, DAYS_AHEAD + 1));
      const byUser = new Map<number, typeof rows>();
      for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
      const settings = await settingsOf(db, [...byUser.keys()]);
      const due = [...byUser].flatMap(([userId, assets]) => {
        const chosen = settings.get(userId)!;
        const clock = localClock(at, chosen.time_zone);
        const sentOn = assets[0]!.sent_on;
        const inMorning = clock.hour >= SEND_FROM_HOUR && clock.hour < SEND_UNTIL_HOUR;
        return chosen.due_digest && inMorning && !(sentOn !== null && sentOn >= clock.day) ? [{ userId, today: clock.day, assets }] : [];
      });
      if (!due.length) return;
      const states = await loadReviewStates(db, [...new Set(due.flatMap((user) => user.assets.map((asset) => asset.asset_id)))]);
      for (const { userId, today, assets } of due) {
        await sendTo(userId, today, dueReviewsOf(userId, assets, states, today)).catch((error: unknown) => {
          log.warn({ err: error, userId }, 'the e-mail of reviews due could not be prepared; trying again at the next round');
        });
      }
    },
  };
}

export type DueDigestSender = ReturnType<typeof createDueDigestSender>;
