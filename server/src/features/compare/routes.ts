import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VariationChangesReplySchema } from '@review/contract/changes';
import { IdParamsSchema } from '@review/contract/fields';
import type { ChangesService } from './service.ts';

export default async function changesRoutes(app: FastifyInstance, { changes }: { changes: ChangesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get(
    '/variations/:id/changes',
    { config: { access: 'project.view' }, schema: { tags: ['assets'], operationId: 'getVariationChanges', summary: "A variation's changed regions against the previous version", params: IdParamsSchema, response: { 200: VariationChangesReplySchema } } },
    async (request) => ({ data: await changes.findChanges(app.currentUser(request).id, request.params.id) }),
  );
}
