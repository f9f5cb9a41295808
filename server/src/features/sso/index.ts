import auth from '../auth/index.ts';
import { API_PREFIX, defineFeature, route } from '../feature.ts';
import ssoRoutes from './routes.ts';
import { createSsoService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export { createPasswordRule } from './password-rule.ts';

export default defineFeature({
  name: 'sso',
  get needs() {
    return [auth];
  },
  build: ({ database, config, log, use, announce }) => {
    const signIn = use(auth);
    const sso = createSsoService({ db: database.db, announce, auth: signIn.auth, settings: config.oidc, publicUrl: config.publicUrl, redirectUri: `${config.publicUrl}${API_PREFIX}/auth/sso/callback`, log });
    signIn.answerEndSessionUrl(sso.endSessionUrl);
    return {
      routes: [route(ssoRoutes, { sso, rateLimit: config.authRateLimit, cookiePath: `${API_PREFIX}/auth/sso`, secureCookies: config.publicUrl.startsWith('https://'), defaultLocale: config.defaultLocale })],
    };
  },
});
