import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEARCH_LIMIT, SearchQuerySchema, SearchReplySchema } from '@review/contract/search';
import type { Db, DialectName } from '../../db/database.ts';
import { filePath } from '../../blob/file-path.ts';
import { memberSight } from '../comments/index.ts';
import { excerptAround, fromMarked } from './highlights.ts';
import { createSearchRepository, wordsOf } from './repository.ts';

/** `GET /search?q=`: projects, assets and comments holding the text, among what the user can see, best first. */
export default async function searchRoutes(app: FastifyInstance, { db, dialect }: { db: Db; dialect: DialectName }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = createSearchRepository(db, dialect);
  app.addHook('onRequest', app.authenticate);

  api.get('/search', { config: { access: 'account' }, schema: { tags: ['search'], operationId: 'search', summary: 'Find projects, assets and comments holding a text', querystring: SearchQuerySchema, response: { 200: SearchReplySchema } } }, async (request) => {
    const userId = app.currentUser(request).id;
    const { q, limit = SEARCH_LIMIT } = request.query;
    // Over every asset: the few the user reviews only in private stages narrow what they find there.
    const sight = await memberSight(db, userId);
    const [projects, assets, comments] = await Promise.all([repo.findProjects(userId, q, limit), repo.findAssets(userId, q, limit), repo.findComments(userId, wordsOf(q), limit, sight)]);
    // Where the name holds the text, the name is the excerpt; else the description or file name that does.
    const matchIn = (name: string, other: string | null) => (name.toLowerCase().includes(q.toLowerCase()) || !other ? excerptAround(name, q) : excerptAround(other, q));
    return {
      data: {
        projects: projects.map(({ description, ...project }) => ({ ...project, ...matchIn(project.project_name, description) })),
        assets: assets.map(({ file_name, ...asset }) => ({ ...asset, thumbnail: asset.thumbnail ? filePath(asset.thumbnail) : null, ...matchIn(asset.title, file_name) })),
        comments: comments.map(({ excerpt, ...comment }) => ({ ...comment, ...fromMarked(excerpt) })),
      },
    };
  });
}
