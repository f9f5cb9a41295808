import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SsoCallbackQuerySchema, SsoSettingsReplySchema, SsoStartBodySchema, SsoStatusReplySchema } from '@review/contract/sso';
import type { Locale } from '@review/contract/locales';
import { localeOfRequest } from '../../i18n/locale.ts';
import { requireAdmin } from '../admin/index.ts';
import { clientOf } from '../audit/index.ts';
import { loginPageWithError, type SsoService } from './service.ts';
import { SsoFailure } from './sso-failure.ts';
import { LOGIN_MINUTES } from './start-login.ts';

/** Holds the `state` of the sign-in this browser started, binding the provider's answer to it. */
const STATE_COOKIE = 'ssoState';
const SERVER_PROBLEM = 'The sign-in could not be finished because of a problem on this server. Please try again in a moment.';
const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

export interface SsoRoutesOptions {
  sso: SsoService;
  rateLimit: number;
  /** The path the state cookie is sent to: these routes' prefix (`/api/v1/auth/sso`). */
  cookiePath: string;
  secureCookies: boolean;
  /** DEFAULT_LOCALE: a new account's language when its browser asks for none of ours. */
  defaultLocale: Locale;
}

export default async function ssoRoutes(app: FastifyInstance, { sso, rateLimit, cookiePath, secureCookies, defaultLocale }: SsoRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The login page's button is a plain form (a POST, so that a GET never writes).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `sso:${request.ip}`, errorResponseBuilder: () => ({ statusCode: 429, message: TOO_MANY, code: 'too_many_requests' }) } };
  // Lax, not Strict: the provider's redirect back is a cross-site navigation, and must carry it.
  const stateCookie = { path: cookiePath, httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  /** A failure's sentence for the login page; anything unforeseen is logged and told as the server's problem. */
  const failurePage = (request: FastifyRequest, error: unknown) => {
    if (error instanceof SsoFailure) return loginPageWithError(error.sentence);
    request.log.error({ err: error }, 'single sign-on failed on this server');
    return loginPageWithError(SERVER_PROBLEM);
  };

  api.get('/auth/sso', {
    config: { access: 'public' },
    schema: { tags: ['auth'], operationId: 'getSsoSettings', summary: 'Whether single sign-on is offered, and the text of its button', security: [], response: { 200: SsoSettingsReplySchema } },
  }, async () => sso.settings());

  api.post('/auth/sso/start', {
    schema: {
      tags: ['auth'],
      operationId: 'startSso',
      summary: 'Single sign-on, step 1: the login page’s form sends the browser on to the identity provider',
      security: [],
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: SsoStartBodySchema,
      redirect: "To the identity provider's sign-in page; on failure (single sign-on off, the provider unreachable) to `/login?sso_error=<sentence>`.",
    },
    config: { access: 'public', ...limited },
  }, async (request, reply) => {
    try {
      const { url, state } = await sso.start(request.body.return_to, clientOf(request));
      reply.setCookie(STATE_COOKIE, state, { ...stateCookie, maxAge: LOGIN_MINUTES * 60 });
      return reply.redirect(url, 303);
    } catch (error) {
      return reply.redirect(failurePage(request, error), 303);
    }
  });

  // The provider sends the browser here from its own site, so the cross-site guard must let it in
  // (`crossSiteEntry`); it still changes state (a session, maybe an account). Its safety is its own:
  // the single-use state bound to this browser's cookie, the nonce in the ID token, and PKCE.
  api.get('/auth/sso/callback', {
    schema: {
      tags: ['auth'],
      operationId: 'finishSso',
      summary: 'Single sign-on, step 2: the identity provider sends the browser back here, signed in',
      security: [],
      querystring: SsoCallbackQuerySchema,
      redirect: 'Signed in (the session cookies are set): to the page the sign-in started from, else `/`. On failure: to `/login?sso_error=<sentence>`.',
    },
    config: { access: 'public', ...limited, changesState: true, crossSiteEntry: true },
  }, async (request, reply) => {
    const browserState = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, stateCookie);
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    try {
      const { token, expiresAt, returnTo } = await sso.finish({ query: request.query, search, browserState, locale: localeOfRequest(request.headers['accept-language'], defaultLocale) }, clientOf(request));
      app.setSessionCookies(reply, token, expiresAt);
      return reply.redirect(returnTo, 303);
    } catch (error) {
      return reply.redirect(failurePage(request, error), 303);
    }
  });

  api.get('/admin/sso', {
    config: { access: 'instance-admin' },
    schema: { tags: ['admin'], operationId: 'getSsoStatus', summary: 'Single sign-on: its settings, and whether the identity provider answers now', response: { 200: SsoStatusReplySchema } },
    onRequest: requireAdmin(app),
  }, async () => sso.status());
}
