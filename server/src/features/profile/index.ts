import auth from '../auth/index.ts';
import { defineFeature, route } from '../feature.ts';
import profileRoutes from './routes.ts';
import { createProfileService } from './service.ts';

export default defineFeature({
  name: 'profile',
  get needs() {
    return [auth];
  },
  build: ({ database, blobs, config, use, announce }) => ({
    routes: [route(profileRoutes, { profile: createProfileService(database.db, blobs, announce), auth: use(auth).auth, publicUrl: config.publicUrl })],
  }),
});
