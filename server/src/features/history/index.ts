import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import historyRoutes from './routes.ts';
import { createHistoryService } from './service.ts';

export default defineFeature({
  name: 'history',
  get needs() {
    return [assets];
  },
  build: ({ database, reads, use }) => ({ routes: [route(historyRoutes, { history: createHistoryService(database.db, { assets: use(assets).assets }), reads })] }),
});
