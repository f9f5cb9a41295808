import { defineFeature, route } from '../feature.ts';
import adminRoutes from './routes.ts';
import { createAdminService } from './service.ts';

export default defineFeature({
  name: 'admin',
  needs: [],
  build: ({ database }) => ({ routes: [route(adminRoutes, { admin: createAdminService(database.db) })] }),
});
