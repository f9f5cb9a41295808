import type { PageRendering } from './page-rendering.ts';
import type { JobHandler } from '../../jobs/worker.ts';

/** A document's pages after the first, enqueued with its upload or its retry (features/assets). */
export const renderPagesHandler = (pages: PageRendering): JobHandler<'render-pages'> => ({
  run: (payload, context) => pages.renderRemainingPages(payload.variation_id, context),
  giveUp: async (payload) => {
    await pages.giveUp(payload.variation_id);
  },
  maxAttempts: 8,
});
