import { defineFeature, route } from '../feature.ts';
import healthRoutes from './routes.ts';

export default defineFeature({
  name: 'health',
  needs: [],
  build: ({ database, blobs }) => ({ routes: [route(healthRoutes, { db: database.db, blobs })] }),
});
