import type { Db } from '../../db/database.ts';

/** SQL of the morning e-mail of reviews due; `db` may be a transaction. */
export function createDueDigestRepository(db: Db) {
  return {
    /**
     * Reviewers of running stages due between `from` and `to` (`YYYY-MM-DD`), on unarchived assets
     * of projects they are in, with those assets and the day their last e-mail went out.
     */
    listCandidates: (from: string, to: string) =>
      db
        .selectFrom('stage_reviewers as r')
        .innerJoin('review_stages as s', 's.id', 'r.stage_id')
        .innerJoin('assets as a', 'a.id', 's.asset_id')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .leftJoin('due_digest_sends as d', 'd.user_id', 'r.user_id')
        .select(['r.user_id', 'a.id as asset_id', 'a.title', 'p.project_name', 'd.sent_on'])
        .distinct()
        .where('s.started_at', 'is not', null)
        .where('s.completed_at', 'is', null)
        .where('s.due_date', '>=', from)
        .where('s.due_date', '<=', to)
        .where('a.is_archived', '=', 0)
        .where((eb) =>
          eb.or([eb('p.user_id', '=', eb.ref('r.user_id')), eb.exists(eb.selectFrom('project_members as m').select('m.user_id').whereRef('m.project_id', '=', 'p.id').whereRef('m.user_id', '=', 'r.user_id'))]),
        )
        .execute(),

    /**
     * Marks the user's e-mail of `day` as sent unless one was: true when this call did, false when
     * another instance got there first (the row it wrote or updated decides, whichever the dialect).
     */
    claim: async (userId: number, day: string) => {
      const result = await db
        .insertInto('due_digest_sends')
        .values({ user_id: userId, sent_on: day })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ sent_on: day }).where('due_digest_sends.sent_on', '<', day))
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
