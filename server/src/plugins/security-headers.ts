import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * `formActions`: origins a form of ours may be sent on to besides our own. The login page's single
 * sign-on form is answered with a redirect to the identity provider, and browsers hold that redirect
 * to the page's `form-action` too.
 */
const helmetFor = (formActions: readonly string[]) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        formAction: ["'self'", ...formActions],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
  });

/**
 * The headers helmet sets with this configuration, collected once. Nothing in it depends on the
 * request (no nonces, no functions), and running helmet's middleware chain on every request cost a
 * measurable share of a hot read.
 */
function collectHelmetHeaders(formActions: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmetFor(formActions)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its configuration');
  return headers;
}

/** Helmet's security headers on every reply; a route may still override one (the files route sets its own CSP). */
export default fp(async function securityHeaders(app: FastifyInstance, { formActions = [] }: { formActions?: readonly string[] } = {}) {
  const headers = collectHelmetHeaders(formActions);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
