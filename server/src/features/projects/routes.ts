import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import {
  CreateProjectBodySchema,
  ProjectListQuerySchema,
  ProjectListReplySchema,
  ProjectMessageReplySchema,
  ProjectReplySchema,
  StarProjectBodySchema,
  UpdateProjectBodySchema,
} from '@review/contract/projects';
import type { ProjectsService } from './service.ts';

const tags = ['projects'];

export default async function projectRoutes(app: FastifyInstance, { projects }: { projects: ProjectsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const userId = (request: Parameters<typeof app.currentUser>[0]) => app.currentUser(request).id;

  // The lists answer pre-serialised JSON (already checked against the reply schema when built); see `listJson`.
  const sendList = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

  api.get('/projects', { schema: { tags, querystring: ProjectListQuerySchema, response: { 200: ProjectListReplySchema } } }, async (request, reply) =>
    sendList(reply, await projects.listJson(userId(request), request.query.view)),
  );

  api.post('/projects', { schema: { tags, body: CreateProjectBodySchema, response: { 201: ProjectMessageReplySchema } } }, async (request, reply) => {
    const project = await projects.create(userId(request), request.body);
    return reply.status(201).send({ message: 'Project Created Successfully', data: project });
  });

  api.get('/projects/:id', { schema: { tags, params: IdParamsSchema, response: { 200: ProjectReplySchema } } }, async (request) => ({
    data: await projects.open(userId(request), request.params.id),
  }));

  api.put('/projects/:id', {
    schema: { tags, params: IdParamsSchema, body: UpdateProjectBodySchema, response: { 200: ProjectMessageReplySchema } },
  }, async (request) => {
    const { message, project } = await projects.update(userId(request), request.params.id, request.body);
    return { message, data: project };
  });

  api.delete('/projects/:id', { schema: { tags, params: IdParamsSchema, response: { 200: MessageReplySchema } } }, async (request) => {
    await projects.remove(userId(request), request.params.id);
    return { message: 'Project deleted successfully.' };
  });

  api.put('/projects/:id/star', {
    schema: { tags, params: IdParamsSchema, body: StarProjectBodySchema, response: { 200: ProjectMessageReplySchema } },
  }, async (request) => {
    const { message, project } = await projects.star(userId(request), request.params.id, request.body.is_starred);
    return { message, data: project };
  });

  api.get('/stared-by-me', { schema: { tags, response: { 200: ProjectListReplySchema } } }, async (request, reply) =>
    sendList(reply, await projects.listJson(userId(request), 'starred')),
  );

  // The spec's client calls `//my-archive`; duplicate slashes are tolerated app-wide.
  api.get('/my-archive', { schema: { tags, response: { 200: ProjectListReplySchema } } }, async (request, reply) =>
    sendList(reply, await projects.listJson(userId(request), 'archived')),
  );
}
