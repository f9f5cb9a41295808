import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  type ProjectView,
} from '@review/contract/projects';
import type { CachedReads } from '../../read-cache/cached-reads.ts';
import { sendJson, serialize } from '../../read-cache/json.ts';
import type { ProjectsService } from './service.ts';

const tags = ['projects'];

export default async function projectRoutes(app: FastifyInstance, { projects, reads }: { projects: ProjectsService; reads: CachedReads }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const userId = (request: Parameters<typeof app.currentUser>[0]) => app.currentUser(request).id;

  /** A list is rebuilt only when a project on it changed: one indexed read of the viewer's project revisions tells (read-cache). */
  async function sendList(request: FastifyRequest, reply: FastifyReply, view: ProjectView = 'all') {
    const user = app.currentUser(request);
    const build = async () => serialize(ProjectListReplySchema, { data: await projects.list(user.id, view) });
    return sendJson(reply, await reads.ofProjects(user, `projects:${view}`, () => projects.listRevisions(user.id), build));
  }

  api.get('/projects', { config: { access: 'account' }, schema: { tags, operationId: 'listProjects', summary: 'List your projects, by view', querystring: ProjectListQuerySchema, response: { 200: ProjectListReplySchema } } }, async (request, reply) =>
    sendList(request, reply, request.query.view),
  );

  api.post('/projects', { config: { access: 'account' }, schema: { tags, operationId: 'createProject', summary: 'Create a project', body: CreateProjectBodySchema, response: { 201: ProjectMessageReplySchema } } }, async (request, reply) => {
    const project = await projects.create(userId(request), request.body);
    return reply.status(201).send({ message: 'Project Created Successfully', data: project });
  });

  api.get('/projects/:id', { config: { access: 'project.view' }, schema: { tags, operationId: 'getProject', summary: 'Get a project (noted as opened by you)', params: IdParamsSchema, response: { 200: ProjectReplySchema } } }, async (request, reply) => {
    const user = app.currentUser(request);
    const { id } = request.params;
    return sendJson(reply, await reads.ofProject(user, `project:${id}`, id, () => projects.openReply(user.id, id)));
  });

  api.put('/projects/:id', {
    config: { access: ['project.update', 'project.view'] },
    schema: { tags, operationId: 'updateProject', summary: 'Rename a project, change its description, or archive it for yourself', params: IdParamsSchema, body: UpdateProjectBodySchema, response: { 200: ProjectMessageReplySchema } },
  }, async (request) => {
    const { message, project } = await projects.update(userId(request), request.params.id, request.body);
    return { message, data: project };
  });

  api.delete('/projects/:id', { config: { access: 'project.delete' }, schema: { tags, operationId: 'deleteProject', summary: 'Delete a project and everything in it', params: IdParamsSchema, response: { 200: MessageReplySchema } } }, async (request) => {
    await projects.remove(userId(request), request.params.id);
    return { message: 'Project deleted successfully.' };
  });

  api.put('/projects/:id/star', {
    config: { access: 'project.view' },
    schema: { tags, operationId: 'starProject', summary: 'Star or unstar a project for yourself', params: IdParamsSchema, body: StarProjectBodySchema, response: { 200: ProjectMessageReplySchema } },
  }, async (request) => {
    const { message, project } = await projects.star(userId(request), request.params.id, request.body.is_starred);
    return { message, data: project };
  });

  api.get('/stared-by-me', { config: { access: 'account' }, schema: { tags, operationId: 'listStarredProjects', summary: 'List the projects you starred', response: { 200: ProjectListReplySchema } } }, async (request, reply) =>
    sendList(request, reply, 'starred'),
  );

  // The spec's client calls `//my-archive`; duplicate slashes are tolerated app-wide.
  api.get('/my-archive', { config: { access: 'account' }, schema: { tags, operationId: 'listArchivedProjects', summary: 'List the projects you archived', response: { 200: ProjectListReplySchema } } }, async (request, reply) =>
    sendList(request, reply, 'archived'),
  );
}
