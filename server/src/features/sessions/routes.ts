import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import { SessionListReplySchema, SessionParamsSchema, SignOutOthersReplySchema } from '@review/contract/sessions';
import { unauthorized } from '../../errors.ts';
import { auditOf } from '../audit/index.ts';
import type { SessionOwner, SessionsService } from './service.ts';

const tags = ['sessions'];
// Sessions are the account's own keys: a personal access token does not manage them.
const config = { access: 'account', sessionOnly: true } as const;
const ending = { ...config, endsSessions: true };

export default async function sessionRoutes(app: FastifyInstance, { sessions }: { sessions: SessionsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  const ownerOf = (request: FastifyRequest): SessionOwner => {
    if (request.sessionId === null) throw unauthorized();
    return { userId: app.currentUser(request).id, sessionId: request.sessionId };
  };

  api.get('/sessions', { schema: { tags, operationId: 'listSessions', summary: 'List your sessions, the current one first', response: { 200: SessionListReplySchema } }, config }, async (request) => ({
    data: await sessions.list(ownerOf(request)),
  }));

  api.delete('/sessions/others', { schema: { tags, operationId: 'signOutOtherSessions', summary: 'Sign out every session but the current one', response: { 200: SignOutOthersReplySchema } }, config: ending }, async (request) => ({
    message: 'Signed out of every other session.',
    data: { signed_out: await sessions.signOutOthers(ownerOf(request), auditOf(request)) },
  }));

  api.delete('/sessions/:id', { schema: { tags, operationId: 'signOutSession', summary: 'Sign out one session', params: SessionParamsSchema, response: { 200: MessageReplySchema } }, config: ending }, async (request) => {
    await sessions.signOut(ownerOf(request), request.params.id, auditOf(request));
    return { message: 'Session signed out.' };
  });
}
