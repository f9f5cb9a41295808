import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HistoryQuerySchema, HistoryReplySchema } from '@review/contract/history';
import type { CachedReads } from '../../read-cache/cached-reads.ts';
import { sendJson, serialize } from '../../read-cache/json.ts';
import type { HistoryService } from './service.ts';

/** `GET /history?asset=`: everything that happened to an asset, once each, newest first, paged. */
export default async function historyRoutes(app: FastifyInstance, { history, reads }: { history: HistoryService; reads: CachedReads }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get('/history', { config: { access: 'asset.read' }, schema: { tags: ['history'], operationId: 'listAssetHistory', summary: "List an asset's history, newest first, paged", querystring: HistoryQuerySchema, response: { 200: HistoryReplySchema } } }, async (request, reply) => {
    const user = app.currentUser(request);
    const { asset, page, per_page } = request.query;
    const build = async () => serialize(HistoryReplySchema, await history.list(user, asset, page, per_page));
    return sendJson(reply, await reads.ofAsset(user, `history:${asset}:${page}:${per_page}`, asset, build));
  });
}
