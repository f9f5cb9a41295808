import { defineFeature, route } from '../feature.ts';
import adminRoutes from './routes.ts';
import { createAdminService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export { requireAdmin } from './require-admin.ts';

export default defineFeature({
  name: 'admin',
  needs: [],
  build: ({ database, announce }) => ({ routes: [route(adminRoutes, { admin: createAdminService(database.db, announce) })] }),
});
