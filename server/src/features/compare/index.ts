import path from 'node:path';
import { defineFeature, route } from '../feature.ts';
import { createVariationComparison } from './compare-variation.ts';
import { compareVariationHandler } from './compare-variation-job.ts';
import { createPageComparer } from './page-comparer.ts';
import { planComparisons } from './plan-comparisons.ts';
import changesRoutes from './routes.ts';
import { createChangesService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export type { ChangesService } from './service.ts';
export { loadCommentChangeStates } from './comment-change-states.ts';
export { loadOpenThreadMarks, loadVersionChanges } from './version-changes.ts';

export default defineFeature({
  name: 'compare',
  needs: [],
  build: ({ database, blobs, config, renderer, announce }) => {
    const comparer = createPageComparer(renderer, { timeoutMs: config.pageRenderTimeoutMs });
    const comparison = createVariationComparison({ db: database.db, blobs, renderer: comparer, workDir: path.join(config.dataDir, 'rendering', 'changes'), announce });
    const changes = createChangesService(database.db);
    return {
      publishes: { changes },
      listeners: [planComparisons],
      jobs: { 'compare-variation': compareVariationHandler(comparison) },
      routes: [route(changesRoutes, { changes })],
    };
  },
});
