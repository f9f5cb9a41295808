import { sql } from 'kysely';
import { PlanIdSchema, type PlanId } from '@review/contract/plans';
import type { Db } from '../../db/database.ts';

const readPlanId = PlanIdSchema.catch('starter');

/** Members plus pending invitations of a project: the seats its owner's plan limits. */
const seatsOf = (db: Db, projectId: number) =>
  sql<number>`(${db.selectFrom('project_members').select((eb) => eb.fn.countAll().as('n')).where('project_id', '=', projectId)})
    + (${db.selectFrom('invitations').select((eb) => eb.fn.countAll().as('n')).where('project_id', '=', projectId).where('is_pending', '=', 1)})`;

export function createPlanUsageRepository(db: Db) {
  return {
    /**
     * Takes the account's row lock until the transaction ends (a no-op update, portable to SQLite and
     * PostgreSQL), so two requests cannot both pass a plan limit and both write.
     */
    lockAccount: (userId: number) =>
      db.updateTable('users').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', userId).execute(),

    async findPlan(userId: number): Promise<PlanId> {
      const row = await db.selectFrom('users').select('plan').where('id', '=', userId).executeTakeFirst();
      return readPlanId.parse(row?.plan);
    },

    async listOwnedProjectIds(userId: number): Promise<number[]> {
      const rows = await db.selectFrom('projects').select('id').where('user_id', '=', userId).execute();
      return rows.map((row) => row.id);
    },

    async countOwnedProjects(userId: number): Promise<number> {
      const row = await db.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countSeats(projectId: number): Promise<number> {
      const row = await sql<{ n: number | string }>`select ${seatsOf(db, projectId)} as n`.execute(db);
      return Number(row.rows[0]?.n ?? 0);
    },

    /** The owned project with the most seats taken, or undefined when the user owns none. */
    async findFullestOwnedProject(userId: number) {
      const row = await db
        .selectFrom('projects as p')
        .select((eb) => [
          'p.project_name',
          sql<number | string>`(${eb.selectFrom('project_members as m').select((m) => m.fn.countAll().as('n')).whereRef('m.project_id', '=', 'p.id')})
            + (${eb.selectFrom('invitations as i').select((i) => i.fn.countAll().as('n')).whereRef('i.project_id', '=', 'p.id').where('i.is_pending', '=', 1)})`.as('seats'),
        ])
        .where('p.user_id', '=', userId)
        .orderBy('seats', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { project_name: row.project_name, seats: Number(row.seats) };
    },
  };
}
