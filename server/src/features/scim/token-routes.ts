import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import { CreatedScimTokenReplySchema, CreateScimTokenBodySchema, ScimTokenListReplySchema, ScimTokenParamsSchema } from '@review/contract/scim';
import { requireAdmin } from '../admin/index.ts';
import { clientOf } from '../audit/index.ts';
import type { ScimTokensService } from './token-service.ts';

const tags = ['scim'];
// Signed in, never a personal access token: one leaked token must not be able to mint provisioning rights.
const config = { access: 'instance-admin', sessionOnly: true } as const;

/** The SCIM tokens of the identity provider, for the server's administrators. */
export default async function scimTokenRoutes(app: FastifyInstance, { tokens }: { tokens: ScimTokensService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAdmin(app);

  api.get('/admin/scim-tokens', { schema: { tags, operationId: 'listScimTokens', summary: 'List the SCIM tokens (administrators)', response: { 200: ScimTokenListReplySchema } }, onRequest, config }, async () => ({ data: await tokens.list() }));

  api.post('/admin/scim-tokens', { schema: { tags, operationId: 'createScimToken', summary: 'Create a SCIM token for an identity provider (shown once; administrators)', body: CreateScimTokenBodySchema, response: { 201: CreatedScimTokenReplySchema } }, onRequest, config }, async (request, reply) =>
    reply.status(201).send({ message: 'SCIM token created. Copy it now: it will not be shown again.', data: await tokens.create(app.currentUser(request), request.body, clientOf(request)) }),
  );

  api.delete('/admin/scim-tokens/:id', { schema: { tags, operationId: 'revokeScimToken', summary: 'Revoke a SCIM token (administrators)', params: ScimTokenParamsSchema, response: { 200: MessageReplySchema } }, onRequest, config }, async (request) => {
    await tokens.revoke(app.currentUser(request), request.params.id, clientOf(request));
    return { message: 'SCIM token revoked.' };
  });
}
