import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEARCH_LIMIT, SearchQuerySchema, SearchReplySchema } from '@review/contract/search';
import type { Db } from '../../db/database.ts';
import { filePath } from '../assets/presenter.ts';
import { createSearchRepository } from './repository.ts';

/** `GET /search?q=`: project names and asset titles containing the text, among what the user can see. */
export default async function searchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = createSearchRepository(db);
  app.addHook('onRequest', app.authenticate);

  api.get('/search', { schema: { tags: ['search'], querystring: SearchQuerySchema, response: { 200: SearchReplySchema } } }, async (request) => {
    const userId = app.currentUser(request).id;
    const [projects, assets] = await Promise.all([repo.findProjects(userId, request.query.q, SEARCH_LIMIT), repo.findAssets(userId, request.query.q, SEARCH_LIMIT)]);
    return { data: { projects, assets: assets.map((asset) => ({ ...asset, thumbnail: asset.thumbnail ? filePath(asset.thumbnail) : null })) } };
  });
}
