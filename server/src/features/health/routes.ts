import type { FastifyInstance } from 'fastify';
import { isDatabaseReachable, type Db } from '../../db/database.ts';

export default async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    if (await isDatabaseReachable(db)) return { status: 'ok' };
    return reply.status(503).send({ message: 'The database is not reachable.', code: 'unavailable' });
  });
}
