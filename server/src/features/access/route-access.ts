import type { RouteOptions } from 'fastify';
import { ACTIONS, type Action } from './policy.ts';

/**
 * Why a route is deliberately outside the project policy: nothing in it belongs to a project's
 * members or to a review link's guest, or its gate is of its own kind.
 */
export const OUTSIDE = {
  public: 'anyone, signed in or not: health, sign-in and sign-up, the plans, the web app',
  account: "the signed-in person's own things: profile, tokens, sessions, notifications, their lists of projects and reviews, search over what they see, an invitation addressed to them",
  'instance-admin': "the server's administrators (users.is_admin, admin/require-admin.ts), whatever their project roles",
  scim: "an identity provider's SCIM bearer token (scim/token-service.ts)",
  metrics: 'the METRICS_TOKEN bearer',
  'review-link': "a review link's own gate: its token and password (sharing/open-link.ts)",
  'mcp-tools': "one endpoint for every MCP tool; each tool declares its action and the MCP layer asks the policy (mcp/guarded-tool.ts)",
  'signed-token': 'a key signed by the server in an e-mail (unsubscribe)',
} as const;
export type Outside = keyof typeof OUTSIDE;

/**
 * What guards a route: the policy action its service asks (several where the input decides which,
 * as a comment, a reply or a drawn mark), or why it is outside the project policy.
 */
export type RouteAccess = Action | readonly [Action, ...Action[]] | Outside;

/** A feature route as it was added, with what guards it. */
export interface GuardedRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every feature route: checked when the route is added (`requireRouteAccess`). */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every feature route with what guards it, in the order added (features/feature.ts). */
    routeAccess: readonly GuardedRoute[];
  }
}

/** The policy actions a route declares; none for a route outside the policy. */
export function declaredActions(access: RouteAccess | undefined): readonly Action[] {
  if (access === undefined) return [];
  if (typeof access !== 'string') return access;
  return access in OUTSIDE ? [] : [access as Action];
}

const known = new Set<string>([...ACTIONS, ...Object.keys(OUTSIDE)]);

/**
 * The onRoute hook of the features' routes: a route that does not say what guards it, or names
 * what the policy does not know, stops the app at start, so every test run finds it.
 */
export function requireRouteAccess(route: RouteOptions): GuardedRoute {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  const names = Array.isArray(access) ? access : [access];
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  if (access === undefined || names.length === 0) {
    throw new Error(`${where} does not declare its access: give it config.access, the policy action its service asks (features/access/policy.ts) or why it is outside the project policy (${Object.keys(OUTSIDE).join(', ')}).`);
  }
  const unknown = names.filter((name) => typeof name !== 'string' || !known.has(name));
  if (unknown.length > 0) throw new Error(`${where} declares access ${unknown.map(String).join(', ')}, which is neither a policy action nor a reason to be outside the policy.`);
  if (Array.isArray(access) && names.some((name) => name in OUTSIDE)) throw new Error(`${where} lists a reason to be outside the policy among its actions: declare one or the other.`);
  return { method: [route.method].flat().join(','), url: route.url, access: access as RouteAccess };
}
