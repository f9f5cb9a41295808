import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorReplySchema, MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import { StageTemplateBodySchema, StageTemplateListReplySchema, StageTemplateMessageReplySchema, StageTemplateParamsSchema, UpdateStageTemplateBodySchema } from '@review/contract/stages';
import type { StageTemplatesService } from './service.ts';

const tags = ['reviews'];

/** A project's stage templates: everyone in it reads them, its managers keep them. */
export default async function stageTemplateRoutes(app: FastifyInstance, { templates }: { templates: StageTemplatesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  api.get('/projects/:id/stage-templates', { config: { access: 'project.view' }, schema: { tags, operationId: 'listStageTemplates', summary: "List a project's review stage templates, by name", params: IdParamsSchema, response: { 200: StageTemplateListReplySchema } }, onRequest }, async (request) => ({
    data: await templates.list(app.currentUser(request), request.params.id),
  }));

  api.post(
    '/projects/:id/stage-templates',
    { config: { access: 'project.update' }, schema: { tags, operationId: 'createStageTemplate', summary: 'Save a named list of review stages for the project', params: IdParamsSchema, body: StageTemplateBodySchema, response: { 201: StageTemplateMessageReplySchema, 409: ErrorReplySchema } }, onRequest },
    async (request, reply) => reply.status(201).send({ message: 'Template saved.', data: await templates.create(app.currentUser(request), request.params.id, request.body) }),
  );

  api.put(
    '/projects/:id/stage-templates/:template_id',
    { config: { access: 'project.update' }, schema: { tags, operationId: 'updateStageTemplate', summary: 'Change a stage template, or make it the default', params: StageTemplateParamsSchema, body: UpdateStageTemplateBodySchema, response: { 200: StageTemplateMessageReplySchema, 409: ErrorReplySchema } }, onRequest },
    async (request) => ({
      message: 'Template saved.',
      data: await templates.update(app.currentUser(request), request.params.id, request.params.template_id, request.body),
    }),
  );

  api.delete('/projects/:id/stage-templates/:template_id', { config: { access: 'project.update' }, schema: { tags, operationId: 'deleteStageTemplate', summary: 'Delete a stage template', params: StageTemplateParamsSchema, response: { 200: MessageReplySchema } }, onRequest }, async (request) => {
    await templates.delete(app.currentUser(request), request.params.id, request.params.template_id);
    return { message: 'Template deleted.' };
  });
}
