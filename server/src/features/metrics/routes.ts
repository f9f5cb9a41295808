import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../errors.ts';
import type { Metrics } from './registry.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in Prometheus' text format, registered only when `METRICS_TOKEN` is set, and then
 * only for that bearer token (compared in constant time).
 */
export default async function metricsRoutes(app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string }) {
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { config: { access: 'metrics' }, schema: { hide: true } }, async (request, reply) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) throw unauthorized('metrics_token_required');
    reply.header('Content-Type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
