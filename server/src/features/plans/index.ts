import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import planRoutes from './routes.ts';
import { createPlanUsageService } from './usage.ts';

// What other features use of this one; the feature itself is the default export.
export { createPlanLimits, planLimitReached } from './limits.ts';

export default defineFeature({
  name: 'plans',
  get needs() {
    return [assets];
  },
  build: ({ database, use }) => ({ routes: [route(planRoutes, { usage: createPlanUsageService(database.db, use(assets).loadAssetStats) })] }),
});
