import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { WebhookDeliveriesTable, WebhooksTable } from '../../db/schema.ts';

/** The log keeps this many deliveries per hook. */
export const DELIVERIES_KEPT = 100;

/** SQL of webhooks and their deliveries; `db` may be a transaction. */
export function createWebhooksRepository(db: Db) {
  return {
    insert: (row: Insertable<WebhooksTable>) => db.insertInto('webhooks').values(row).returningAll().executeTakeFirstOrThrow(),
    find: (id: number) => db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst(),
    listOfProject: (projectId: number) => db.selectFrom('webhooks').selectAll().where('project_id', '=', projectId).orderBy('id').execute(),
    async countOfProject(projectId: number): Promise<number> {
      const row = await db.selectFrom('webhooks').select((eb) => eb.fn.countAll().as('n')).where('project_id', '=', projectId).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    listUrlsOfProject: (projectId: number) => db.selectFrom('webhooks').select(['id', 'url']).where('project_id', '=', projectId).execute(),
    /** The project's hooks that are on, to hear of its events. */
    listActive: (projectId: number) => db.selectFrom('webhooks').selectAll().where('project_id', '=', projectId).where('active', '=', 1).execute(),
    update: (id: number, changes: Updateable<WebhooksTable>) => db.updateTable('webhooks').set(changes).where('id', '=', id).execute(),
    delete: (id: number) => db.deleteFrom('webhooks').where('id', '=', id).execute(),

    insertDelivery: (row: Insertable<WebhookDeliveriesTable>) => db.insertInto('webhook_deliveries').values(row).returningAll().executeTakeFirstOrThrow(),
    findDelivery: (id: number) => db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst(),
    updateDelivery: (id: number, changes: Updateable<WebhookDeliveriesTable>) => db.updateTable('webhook_deliveries').set(changes).where('id', '=', id).execute(),
    listDeliveries: (webhookId: number) =>
      db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('id', 'desc').limit(DELIVERIES_KEPT).execute(),

    /** Drops a hook's deliveries beyond the newest `DELIVERIES_KEPT`. */
    prune: (webhookId: number) =>
      db
        .deleteFrom('webhook_deliveries')
        .where('webhook_id', '=', webhookId)
        .where('id', 'not in', (eb) =>
          eb.selectFrom('webhook_deliveries as kept').select('kept.id').where('kept.webhook_id', '=', webhookId).orderBy('kept.id', 'desc').limit(DELIVERIES_KEPT),
        )
        .execute(),
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
export type WebhookRow = NonNullable<Awaited<ReturnType<WebhooksRepository['find']>>>;
export type DeliveryRow = NonNullable<Awaited<ReturnType<WebhooksRepository['findDelivery']>>>;
