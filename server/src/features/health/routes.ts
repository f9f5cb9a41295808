import type { FastifyInstance } from 'fastify';
import { ErrorReplySchema } from '@review/contract/errors';
import { HealthReplySchema, NotReadyReplySchema, ReadyReplySchema } from '@review/contract/health';
import type { BlobStore } from '../../blob/blob-store.ts';
import { isDatabaseReachable, type Db } from '../../db/database.ts';

const isStoreReachable = (blobs: BlobStore) => blobs.ping().then(
  () => true,
  () => false,
);

/** `/health`: the process answers and reaches its database. `/ready`: it can serve, database and file store both reachable. */
export default async function healthRoutes(app: FastifyInstance, { db, blobs }: { db: Db; blobs: BlobStore }) {
  app.get('/health', { config: { access: 'public' }, schema: { tags: ['health'], operationId: 'getHealth', summary: 'Check the server is up and reaches its database', security: [], response: { 200: HealthReplySchema, 503: ErrorReplySchema } } }, async (_request, reply) => {
    if (await isDatabaseReachable(db)) return { status: 'ok' };
    return reply.status(503).send({ message: 'The database is not reachable.', code: 'unavailable' });
  });

  app.get('/ready', { config: { access: 'public' }, schema: { tags: ['health'], operationId: 'getReadiness', summary: 'Check the server can serve: database and file store reachable', security: [], response: { 200: ReadyReplySchema, 503: NotReadyReplySchema } } }, async (_request, reply) => {
    const [database, storage] = await Promise.all([isDatabaseReachable(db), isStoreReachable(blobs)]);
    if (database && storage) return { status: 'ready', checks: { database: 'ok', storage: 'ok' } };
    const down = [!database && 'the database', !storage && 'the file store'].filter(Boolean).join(' and ');
    return reply
      .status(503)
      .header('Retry-After', '5')
      .send({ message: `Not ready: ${down} cannot be reached.`, code: 'not_ready', checks: { database: database ? 'ok' : 'unreachable', storage: storage ? 'ok' : 'unreachable' } });
  });
}
