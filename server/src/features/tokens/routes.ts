import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import { CreatedTokenReplySchema, CreateTokenBodySchema, TokenListReplySchema } from '@review/contract/tokens';
import { auditOf } from '../audit/index.ts';
import type { TokensService } from './service.ts';

const tags = ['tokens'];
// A token never makes or lists tokens: one leaked token must not be able to mint others.
const config = { access: 'account', sessionOnly: true } as const;

/** The signed-in user's personal access tokens. */
export default async function tokenRoutes(app: FastifyInstance, { tokens }: { tokens: TokensService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  api.post('/tokens', { schema: { tags, operationId: 'createToken', summary: 'Create a personal access token (shown once)', body: CreateTokenBodySchema, response: { 201: CreatedTokenReplySchema } }, onRequest, config }, async (request, reply) =>
    reply.status(201).send({ message: 'Token created. Copy it now: it will not be shown again.', data: await tokens.create(app.currentUser(request), request.body, auditOf(request)) }),
  );

  api.get('/tokens', { schema: { tags, operationId: 'listTokens', summary: 'List your personal access tokens', response: { 200: TokenListReplySchema } }, onRequest, config }, async (request) => ({ data: await tokens.list(app.currentUser(request)) }));

  api.delete('/tokens/:id', { schema: { tags, operationId: 'revokeToken', summary: 'Revoke a personal access token', params: IdParamsSchema, response: { 200: MessageReplySchema } }, onRequest, config }, async (request) => {
    await tokens.revoke(app.currentUser(request), request.params.id, auditOf(request));
    return { message: 'Token revoked.' };
  });
}
