import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The guests switch of a review's only stage goes off, as a new asset's is since #39. While a stage
 * is the only one, the review link's "Allow decisions" alone lets guests decide (reviews/decision-rule.ts),
 * so this changes nothing a guest can do today; it only means that a second stage added later finds
 * stage 1 unticked instead of silently taking the client's decisions. A private stage keeps its switch:
 * there it also says which comments guests see (comments/stage-visibility.ts).
 */
export function createSingleStageGuests(): Migration {
  const singleStages = sql`private = 0 AND asset_id IN (SELECT asset_id FROM review_stages GROUP BY asset_id HAVING COUNT(*) = 1)`;
  return {
    async up(db: Kysely<unknown>) {
      await sql`UPDATE review_stages SET guests = 0 WHERE guests = 1 AND ${singleStages}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`UPDATE review_stages SET guests = 1 WHERE guests = 0 AND ${singleStages}`.execute(db);
    },
  };
}
