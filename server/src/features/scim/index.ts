import { SCIM_BASE_PATH } from '@review/contract/scim';
import { defineFeature, route } from '../feature.ts';
import scimRoutes from './routes.ts';
import { createScimService } from './service.ts';
import scimTokenRoutes from './token-routes.ts';
import { createScimTokensService } from './token-service.ts';

export default defineFeature({
  name: 'scim',
  needs: [],
  build: ({ database, config, announce }) => {
    const tokens = createScimTokensService(database.db, announce);
    return {
      routes: [
        route(scimTokenRoutes, { tokens }),
        // SCIM 2.0 for identity providers, outside /api/v1: its own errors, content type and tokens.
        route(scimRoutes, { scim: createScimService(database.db, { publicUrl: config.publicUrl, announce, defaultLocale: config.defaultLocale }), tokens }, SCIM_BASE_PATH),
      ],
    };
  },
});
