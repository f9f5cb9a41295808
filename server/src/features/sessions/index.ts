import session from '../../plugins/session.ts';
import auth from '../auth/index.ts';
import { defineFeature, route } from '../feature.ts';
import tokens from '../tokens/index.ts';
import sessionRoutes from './routes.ts';
import { createSessionsService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export { describeDevice, deviceParts } from './device.ts';

/** Who is signed in: the session plugin every route relies on (cookie or API token) and the sessions list. */
export default defineFeature({
  name: 'sessions',
  get needs() {
    return [auth, tokens];
  },
  build: ({ database, config, use, announce }) => ({
    plugins: [async (app) => void (await app.register(session, { auth: use(auth).auth, tokens: use(tokens).tokens, secureCookies: config.publicUrl.startsWith('https://') }))],
    routes: [route(sessionRoutes, { sessions: createSessionsService(database.db, announce) })],
  }),
});
