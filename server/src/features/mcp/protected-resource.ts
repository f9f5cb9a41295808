import type { FastifyInstance } from 'fastify';

/** Where the MCP endpoint's protected resource metadata is served; its 401 names this URL. */
export const PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource';

/**
 * `GET /.well-known/oauth-protected-resource`: OAuth 2.0 Protected Resource Metadata (RFC 9728) of
 * `POST /api/mcp`, which an MCP client reads after a 401 to learn how to sign in. There is no
 * authorization server to name (no OAuth here): the bearer is a personal access token, made on the
 * profile page that `resource_documentation` points to.
 */
export default async function protectedResourceRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const metadata = {
    resource: `${publicUrl}/api/mcp`,
    resource_name: 'Design review (MCP): send a personal access token made in your profile',
    bearer_methods_supported: ['header'],
    resource_documentation: `${publicUrl}/profile`,
  };
  // Not part of the API the OpenAPI document describes: a discovery document at a fixed address.
  app.get(PROTECTED_RESOURCE_PATH, { config: { access: 'public' }, schema: { hide: true } }, async () => metadata);
}
