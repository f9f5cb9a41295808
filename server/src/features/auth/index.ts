import { createPasswordRule } from '../sso/index.ts';
import { defineFeature, route } from '../feature.ts';
import { createPasswordResetService } from './password-reset.ts';
import authRoutes from './routes.ts';
import { createAuthService } from './service.ts';
import { createThrottle } from './throttle.ts';

// What other features use of this one: types and the functions it publishes; the feature itself is the default export.
export { createAccount, endSessionsOf, findAccountByEmail, updateAccount } from './accounts.ts';
export type { UserRow } from './rows.ts';
export { NO_PASSWORD_HASH, type AuthService, type PasswordRule } from './service.ts';
// The people behind rows of any feature (users are this feature's table).
export { fullName, loadPeople } from './people.ts';
export { createPublicId, createToken, hashToken } from './tokens.ts';
export { presentUser } from './present-user.ts';
export type { Throttle } from './throttle.ts';

type EndSessionUrl = (idToken: string) => Promise<string | undefined>;

export default defineFeature({
  name: 'auth',
  needs: [],
  build: ({ database, config, announce }) => {
    const throttle = createThrottle(database.db, config.throttle);
    // Single sign-on's enforced domains refuse passwords everywhere a password is used.
    const passwordRule = createPasswordRule(config.oidc);
    const auth = createAuthService(database.db, throttle, announce, database.writes, passwordRule);
    const passwordReset = createPasswordResetService(database.db, { publicUrl: config.publicUrl, throttle, announce, passwordRule });
    // Signing out of a single sign-on session also ends it at the provider; sso needs auth, so it answers here once built.
    let endSessionUrl: EndSessionUrl = async () => undefined;
    return {
      publishes: {
        auth,
        throttle,
        passwordRule,
        answerEndSessionUrl: (answer: EndSessionUrl) => {
          endSessionUrl = answer;
        },
      },
      routes: [route(authRoutes, { auth, passwordReset, rateLimit: config.authRateLimit, defaultLocale: config.defaultLocale, endSessionUrl: (idToken: string) => endSessionUrl(idToken) })],
    };
  },
});
