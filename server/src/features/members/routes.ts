import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import { MemberReplySchema, SetDefaultRoleBodySchema, UpdateMemberBodySchema } from '@review/contract/members';
import { ProjectMessageReplySchema } from '@review/contract/projects';
import { auditOf } from '../audit/index.ts';
import type { MembersService } from './service.ts';

const tags = ['members'];

/** `PUT/DELETE /members/{id}`: served under /api/v1, and under /api as the spec's separate client calls it. */
export async function memberEditRoutes(app: FastifyInstance, { members }: { members: MembersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.put('/members/:id', {
    config: { access: 'members.manage' },
    schema: { tags, operationId: 'updateMemberRole', summary: "Change a member's role", params: IdParamsSchema, body: UpdateMemberBodySchema, response: { 200: MemberReplySchema } },
  }, async (request) => ({
    message: 'Member role updated successfully.',
    data: await members.changeRole(app.currentUser(request).id, request.params.id, request.body.role, auditOf(request)),
  }));

  api.delete('/members/:id', { config: { access: 'members.manage' }, schema: { tags, operationId: 'removeMember', summary: 'Remove a member from a project', params: IdParamsSchema, response: { 200: MessageReplySchema } } }, async (request) => {
    await members.remove(app.currentUser(request).id, request.params.id, auditOf(request));
    return { message: 'Member removed successfully.' };
  });
}

/** Leaving a project and its default creator/approver. */
export default async function memberRoutes(app: FastifyInstance, { members }: { members: MembersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.post('/projects/:id/leave', { config: { access: 'project.leave' }, schema: { tags, operationId: 'leaveProject', summary: 'Leave a project', params: IdParamsSchema, response: { 200: MessageReplySchema } } }, async (request) => {
    await members.leave(app.currentUser(request).id, request.params.id, auditOf(request));
    return { message: 'You left the project.' };
  });

  api.post('/default-role', {
    config: { access: 'roles.assign' },
    schema: { tags, operationId: 'setDefaultRoles', summary: "Set a project's default creator and approver of new assets", body: SetDefaultRoleBodySchema, response: { 200: ProjectMessageReplySchema } },
  }, async (request) => ({
    message: 'Default roles updated successfully.',
    data: await members.setDefaultRoles(app.currentUser(request).id, request.body),
  }));
}
