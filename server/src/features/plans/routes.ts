import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PLANS, PlanListReplySchema } from '@review/contract/plans';

/** `GET /plans`: the one catalogue, public like a pricing page. */
export default async function planRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/plans', { schema: { tags: ['plans'], operationId: 'listPlans', summary: 'List the plans and their limits', security: [], response: { 200: PlanListReplySchema } } }, async () => ({ data: Object.values(PLANS) }));
}
