import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on loopback, for the single sign-on tests (features/sso and
 * e2e): one confidential client for the app at `publicUrl`, its development sign-in pages (any login,
 * any password: the login names the person), consent given without asking, and RP-initiated logout.
 */

/** What the provider says about a person: the claims under the `email` and `profile` scopes. */
export interface ProviderPerson {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people by login (the development form's login field); an unknown login has no claims but `sub`. */
  people: Map<string, ProviderPerson>;
  /** The app's `OIDC_*` settings for this provider. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

const SCOPE = 'openid email profile';

/** Consent is not what these tests are about: a person's grant is made at once, as a company's own app gets it. */
async function grantAtOnce(ctx: KoaContextWithOIDC) {
  const { provider, client, session, result } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return provider.Grant.find(grantId);
  const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
  grant.addOIDCScope(SCOPE);
  await grant.save();
  return grant;
}

export async function startOidcProvider({ publicUrl, clientId = 'design-review', clientSecret = 'a-client-secret-for-tests-only' }: { publicUrl: string; clientId?: string; clientSecret?: string }): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, ProviderPerson>();
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${publicUrl}/api/v1/auth/sso/callback`],
        post_logout_redirect_uris: [`${publicUrl}/login`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'test-signing-key' }] },
    cookies: { keys: ['cookies-of-the-test-provider'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, AuthorizationCode: 60, IdToken: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    loadExistingGrant: grantAtOnce,
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...people.get(id) }) }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    people,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies as a browser would keep them for one host (paths are not told apart: one sign-in at a time). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((attribute) => /^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1]!) < Date.now());
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * A browser at the provider, by HTTP: follows the provider's redirects from `authorizationUrl`,
 * answers its development sign-in form as `login` (or presses its Cancel link), and returns the URL
 * the provider sends the browser back to (the app's callback, with a code or an error).
 */
export async function visitProvider(authorizationUrl: string, action: { login: string } | 'cancel'): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const providerOrigin = url.origin;
  let request: RequestInit = { method: 'GET' };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, { ...request, redirect: 'manual', headers: { ...(request.headers as Record<string, string>), cookie: jar.header() } });
    jar.keep(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      request = { method: 'GET' };
      if (url.origin !== providerOrigin) return url;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200 || !/name="prompt" value="login"/.test(page)) throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`);
    if (action === 'cancel') {
      url = new URL(page.match(/href="([^"]*\/abort)"/)![1]!, url);
      continue;
    }
    url = new URL(page.match(/action="([^"]+)"/)![1]!, url);
    request = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: action.login, password: 'any password' }).toString(),
    };
  }
  throw new Error('the provider never sent the browser back');
}
