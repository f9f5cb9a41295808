import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import { InvitationPreviewReplySchema, InvitationReplySchema, InvitationTokenParamsSchema, InviteBodySchema } from '@review/contract/invitations';
import { ProjectMessageReplySchema } from '@review/contract/projects';
import type { ProjectReader } from '../projects/index.ts';
import { auditOf } from '../audit/index.ts';
import type { InvitationsService } from './service.ts';

const tags = ['invitations'];
/** Each of these sends an e-mail: a bound on how many one person can trigger (runs after `authenticate`). */
const MAILS_PER_MINUTE = {
  rateLimit: {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `invitation-mail:${request.user?.id ?? request.ip}`,
    errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many invitation e-mails. Please wait a minute and try again.', code: 'too_many_requests' }),
  },
};

export default async function invitationRoutes(
  app: FastifyInstance,
  { invitations, reader }: { invitations: InvitationsService; reader: ProjectReader },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  api.post('/invite', {
    schema: { tags, operationId: 'inviteMember', summary: 'Invite someone to a project by e-mail', body: InviteBodySchema, response: { 201: InvitationReplySchema } },
    onRequest,
    config: { access: 'members.invite', ...MAILS_PER_MINUTE },
  }, async (request, reply) => {
    const invitation = await invitations.invite(app.currentUser(request), request.body, auditOf(request));
    return reply.status(201).send({ message: 'Invitation sent successfully.', data: invitation });
  });

  // Public: the invitee may not have an account yet.
  api.get('/invitations/:token', { config: { access: 'public' }, schema: { tags, operationId: 'previewInvitation', summary: 'See what an invitation is to, before signing in', security: [], params: InvitationTokenParamsSchema, response: { 200: InvitationPreviewReplySchema } } }, async (request) => ({
    data: await invitations.preview(request.params.token),
  }));

  api.post('/invitations/:token/accept', {
    config: { access: 'account' },
    schema: { tags, operationId: 'acceptInvitation', summary: 'Accept an invitation and join its project', params: InvitationTokenParamsSchema, response: { 200: ProjectMessageReplySchema } },
    onRequest,
  }, async (request) => {
    const user = app.currentUser(request);
    const projectId = await invitations.accept(user, request.params.token, auditOf(request));
    return { message: 'You joined the project.', data: await reader.get(user.id, projectId) };
  });

  api.delete('/withdraw-invitation/:id', { config: { access: 'members.invite' }, schema: { tags, operationId: 'withdrawInvitation', summary: 'Withdraw a pending invitation', params: IdParamsSchema, response: { 200: MessageReplySchema } }, onRequest }, async (request) => {
    await invitations.withdraw(app.currentUser(request).id, request.params.id, auditOf(request));
    return { message: 'Withdraw successfully!' };
  });

  api.post('/resend/:id', { schema: { tags, operationId: 'resendInvitation', summary: 'Send an invitation e-mail again', params: IdParamsSchema, response: { 200: MessageReplySchema } }, onRequest, config: { access: 'members.invite', ...MAILS_PER_MINUTE  }}, async (request) => {
    await invitations.resend(app.currentUser(request), request.params.id);
    return { message: 'Invitation sent again.' };
  });
}
