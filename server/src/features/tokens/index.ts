import { defineFeature, route } from '../feature.ts';
import tokenRoutes from './routes.ts';
import { createTokensService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export { revokeTokensOf } from './revoke-tokens.ts';

export default defineFeature({
  name: 'tokens',
  needs: [],
  build: ({ database, announce }) => {
    const tokens = createTokensService(database.db, announce);
    return { publishes: { tokens }, routes: [route(tokenRoutes, { tokens })] };
  },
});
