import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_DAYS } from '@review/contract/auth';
import type { Selectable } from 'kysely';
import { TOKEN_PREFIX, type TokenScope } from '@review/contract/tokens';
import type { UsersTable } from '../db/schema.ts';
import { forbidden, unauthorized } from '../errors.ts';

/** The signed-in user of a request: their `users` row. */
export type SessionUser = Selectable<UsersTable>;
/** The personal access token a request was signed in with. */
export interface TokenGrant {
  id: number;
  scope: TokenScope;
}
/** What the plugin asks of sign-in (features/auth's service gives it): the live session behind a token, if any. */
export interface SessionLookup {
  findSession: (token: string, ip: string) => Promise<{ user: SessionUser; sessionId: number } | undefined>;
}
/** What the plugin asks of personal access tokens (features/tokens' service gives it): the user and grant behind a usable token. */
export interface TokenLookup {
  authenticate: (token: string) => Promise<{ user: SessionUser; grant: TokenGrant } | undefined>;
}

/** Readable by page scripts, carries no secret: lets every open tab notice a logout within a second. */
export const SIGNED_IN_COOKIE = 'signedIn';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`, which every protected route runs first. */
    user: SessionUser | null;
    sessionToken: string | null;
    /** The row id of the request's session, set with `user`. */
    sessionId: number | null;
    /** Set instead of a session when a personal access token signed the request in. */
    apiToken: TokenGrant | null;
  }
  interface FastifyContextConfig {
    /** Token, password and e-mail settings: a personal access token is refused here. */
    sessionOnly?: boolean;
    /** A GET kept for a client's sake that changes data: guarded as every POST is. */
    changesState?: boolean;
    /**
     * A route that may end sessions (sign-out, password changes, SCIM deprovisioning): once it has
     * answered, this instance's live streams of ended sessions close at once rather than at the next
     * check (app.ts); other instances close theirs at their next check.
     */
    endsSessions?: boolean;
    /** One endpoint for reads and writes alike whose handler checks a token's scope per operation (MCP). */
    scopeCheckedPerCall?: boolean;
    /**
     * A GET that writes which another site sends the browser to by design: the identity provider's
     * redirect back after single sign-on (`GET /auth/sso/callback`), which is cross-site by nature.
     * It acts on no session or other ambient authority; what makes it safe is its own single-use
     * state bound to the browser that started the sign-in, the nonce and PKCE. Only GET routes may
     * say so, and `crossSiteEntries` lists them for the tests to pin.
     */
    crossSiteEntry?: boolean;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The user of a route that ran `authenticate`. */
    currentUser: (request: FastifyRequest) => SessionUser;
    setSessionCookies: (reply: FastifyReply, token: string, expiresAt: Date) => void;
    clearSessionCookies: (reply: FastifyReply) => void;
    /** `METHOD url` of the routes marked `crossSiteEntry`, as registered. */
    crossSiteEntries: readonly string[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);


/**
 * Whether a request may change data: every method but the safe ones, and the routes that say so
 * whatever their method. The guards below key on this, never on the method alone, and so do the
 * error answers the API document lists (openapi/document.ts).
 */
export const isStateChanging = (method: string, config: { changesState?: boolean } | undefined) => !SAFE_METHODS.has(method) || config?.changesState === true;

const changesState = (request: FastifyRequest) => isStateChanging(request.method, request.routeOptions.config);

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * A browser request from another site must never act with the user's cookie. A browser that sends
 * Fetch Metadata is taken at its word (a form posted from one of our own pages under
 * `Referrer-Policy: no-referrer` carries `Origin: null`, and is still same-origin); one that does not
 * is judged by its Origin.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return Boolean(origin);
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

export default fp(async function session(app: FastifyInstance, options: { auth: SessionLookup; tokens: TokenLookup; secureCookies: boolean }) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiToken', null);

  /** A personal access token: its user, within its scope, never on the routes that guard accounts. */
  async function authenticateToken(request: FastifyRequest, token: string) {
    const found = await options.tokens.authenticate(token);
    if (!found) throw unauthorized();
    if (request.routeOptions.config.sessionOnly) throw forbidden('token_not_here');
    if (found.grant.scope === 'read' && changesState(request) && !request.routeOptions.config.scopeCheckedPerCall) throw forbidden('token_read_only');
    request.user = found.user;
    request.sessionToken = token;
    request.apiToken = found.grant;
  }

  /**
   * Every request that changes state, on every route (the public review routes too, whose guest and
   * unlock cookies are as ambient as a session's): a browser's request from another site is refused
   * whatever it carries, and a personal access token must be allowed to write. A bearer header is
   * never sent by a browser on its own, so it needs no origin check.
   */
  async function guardChange(request: FastifyRequest) {
    const bearer = readBearer(request);
    if (bearer?.startsWith(TOKEN_PREFIX)) return authenticateToken(request, bearer);
    if (!bearer && isCrossSite(request) && !request.routeOptions.config.crossSiteEntry) throw forbidden('cross_site_refused');
  }
  // Callback-style, so the reads (most requests) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!changesState(request)) return done();
    guardChange(request).then(() => done(), done);
  });

  const crossSiteEntries: string[] = [];
  app.decorate('crossSiteEntries', crossSiteEntries);
  app.addHook('onRoute', (route) => {
    if (!route.config?.crossSiteEntry) return;
    const methods = [route.method].flat();
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) throw new Error(`${route.url}: only a GET may be a cross-site entry`);
    if (methods.includes('GET')) crossSiteEntries.push(`GET ${route.url}`);
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.apiToken) return;
    const bearer = readBearer(request);
    if (bearer?.startsWith(TOKEN_PREFIX)) return authenticateToken(request, bearer);
    const cookie = request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookie ?? null;
    if (!token) throw unauthorized();
    const session = await options.auth.findSession(token, request.ip);
    if (!session) throw unauthorized();
    request.user = session.user;
    request.sessionToken = token;
    request.sessionId = session.sessionId;
  });

  app.decorate('currentUser', (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    return request.user;
  });

  const cookieOptions = { path: '/', sameSite: 'strict' as const, secure: options.secureCookies };

  app.decorate('setSessionCookies', (reply: FastifyReply, token: string, expiresAt: Date) => {
    const maxAge = SESSION_DAYS * 24 * 60 * 60;
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, httpOnly: true, maxAge, expires: expiresAt });
    reply.setCookie(SIGNED_IN_COOKIE, '1', { ...cookieOptions, httpOnly: false, maxAge, expires: expiresAt });
  });

  app.decorate('clearSessionCookies', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    reply.clearCookie(SIGNED_IN_COOKIE, cookieOptions);
  });
});
