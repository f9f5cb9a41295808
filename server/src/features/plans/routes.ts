import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@review/contract/fields';
import { PLANS, PlanListReplySchema, PlanUsageReplySchema } from '@review/contract/plans';
import type { PlanUsageService } from './usage.ts';

/** `GET /plans`: the one catalogue, public like a pricing page; `GET /projects/{id}/plan-usage` for the project's members. */
export default async function planRoutes(app: FastifyInstance, { usage }: { usage: PlanUsageService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/plans', { config: { access: 'public' }, schema: { tags: ['plans'], operationId: 'listPlans', summary: 'List the plans and their limits', security: [], response: { 200: PlanListReplySchema } } }, async () => ({ data: Object.values(PLANS) }));

  api.get(
    '/projects/:id/plan-usage',
    {
      config: { access: 'project.view' },
      onRequest: app.authenticate,
      schema: { tags: ['plans'], operationId: 'getProjectPlanUsage', summary: "The plan a project counts against (its owner's) and the storage the owner's projects use", params: IdParamsSchema, response: { 200: PlanUsageReplySchema } },
    },
    async (request) => ({ data: await usage.ofProject(app.currentUser(request), request.params.id) }),
  );
}
