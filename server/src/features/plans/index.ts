import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import planRoutes from './routes.ts';
import { createPlanUsageService } from './usage.ts';

export default defineFeature({
  name: 'plans',
  get needs() {
    return [assets];
  },
  build: ({ database, use }) => ({ routes: [route(planRoutes, { usage: createPlanUsageService(database.db, use(assets).loadAssetStats) })] }),
});
