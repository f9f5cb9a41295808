import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HistoryQuerySchema, HistoryReplySchema } from '@review/contract/history';
import type { Db } from '../../db/database.ts';
import { loadPeople } from '../assets/people.ts';
import type { AssetsService } from '../assets/service.ts';

/** `GET /history?asset=`: everything that happened to an asset, once each, newest first, paged. */
export default async function historyRoutes(app: FastifyInstance, { db, assets }: { db: Db; assets: AssetsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get('/history', { schema: { tags: ['history'], querystring: HistoryQuerySchema, response: { 200: HistoryReplySchema } } }, async (request) => {
    const { asset: assetId, page, per_page } = request.query;
    await assets.findVisibleAsset(app.currentUser(request), assetId);
    const [rows, total] = await Promise.all([
      db.selectFrom('history').selectAll().where('asset_id', '=', assetId).orderBy('id', 'desc').limit(per_page).offset((page - 1) * per_page).execute(),
      db.selectFrom('history').select((eb) => eb.fn.countAll().as('n')).where('asset_id', '=', assetId).executeTakeFirstOrThrow(),
    ]);
    const people = await loadPeople(db, rows.map((row) => row.user_id));
    return {
      data: rows.map((row) => {
        const user = row.user_id === null ? undefined : people.get(row.user_id);
        return {
          id: row.id,
          asset_id: row.asset_id,
          user: user ? { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email } : null,
          guest: row.guest_name === null ? null : { name: row.guest_name },
          action: row.action,
          message: { text: row.text, ...(row.reply !== null && { reply: row.reply }), ...(row.replied_to !== null && { replied_to: row.replied_to }) },
          created_at: row.created_at,
        };
      }),
      meta: { page, per_page, total: Number(total.n) },
    };
  });
}
