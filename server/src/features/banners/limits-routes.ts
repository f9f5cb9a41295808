import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BannerLimitsReplySchema, UpdateBannerLimitsBodySchema } from '@review/contract/banners';
import { IdParamsSchema } from '@review/contract/fields';
import type { BannerLimitsService } from './limits.ts';

export default async function bannerLimitsRoutes(app: FastifyInstance, { limits }: { limits: BannerLimitsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get(
    '/projects/:id/banner-limits',
    {
      config: { access: 'project.view' },
      schema: { tags: ['projects'], operationId: 'getBannerLimits', summary: "The limits a project's HTML5 banners are checked against (the IAB's unless changed)", params: IdParamsSchema, response: { 200: BannerLimitsReplySchema } },
    },
    async (request) => ({ data: await limits.getLimits(app.currentUser(request), request.params.id) }),
  );

  api.put(
    '/projects/:id/banner-limits',
    {
      config: { access: 'project.update' },
      schema: { tags: ['projects'], operationId: 'updateBannerLimits', summary: "Change a project's banner limits; its banners' checks are judged against them at once", params: IdParamsSchema, body: UpdateBannerLimitsBodySchema, response: { 200: BannerLimitsReplySchema } },
    },
    async (request) => ({ data: await limits.updateLimits(app.currentUser(request), request.params.id, request.body) }),
  );
}
