import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import { historyListener } from './listener.ts';
import historyRoutes from './routes.ts';
import { createHistoryService } from './service.ts';

export default defineFeature({
  name: 'history',
  get needs() {
    return [assets];
  },
  build: ({ database, reads, use }) => ({
    listeners: [historyListener],
    routes: [route(historyRoutes, { history: createHistoryService(database.db, { assets: use(assets).assets }), reads })],
  }),
});
