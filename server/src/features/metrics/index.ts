import events from '../events/index.ts';
import { defineFeature, route } from '../feature.ts';
import { createMetrics } from './registry.ts';
import metricsRoutes from './routes.ts';

export default defineFeature({
  name: 'metrics',
  get needs() {
    return [events];
  },
  build: ({ database, config, answers, use }) => {
    const { hub } = use(events);
    // Read at scrape time.
    const metrics = createMetrics({ database, openStreams: () => hub.openStreams() });
    answers.renderTimes.push((seconds) => metrics.observeRender(seconds));
    return {
      onResponse: (request, reply) => metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000),
      routes: config.metricsToken ? [route(metricsRoutes, { metrics, token: config.metricsToken }, '')] : [],
    };
  },
});
