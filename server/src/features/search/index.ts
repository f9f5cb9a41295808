import { defineFeature, route } from '../feature.ts';
import searchRoutes from './routes.ts';

export default defineFeature({
  name: 'search',
  needs: [],
  build: ({ database }) => ({ routes: [route(searchRoutes, { db: database.db, dialect: database.dialect })] }),
});
