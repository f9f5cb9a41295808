import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AssetMessageReplySchema, VersionMessageReplySchema } from '@review/contract/assets';
import { IdParamsSchema } from '@review/contract/fields';
import { CreateWebsiteBodySchema, UpdateWebsiteSettingsBodySchema, WebsiteSettingsReplySchema } from '@review/contract/websites';
import type { WebsitesService } from './service.ts';

export default async function websiteRoutes(app: FastifyInstance, { websites }: { websites: WebsitesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.post(
    '/assets/website',
    {
      config: { access: 'asset.create' },
      schema: { tags: ['assets'], operationId: 'createWebsite', summary: 'Add a website: an asset whose captures at each breakpoint follow as a job', body: CreateWebsiteBodySchema, response: { 201: AssetMessageReplySchema } },
    },
    async (request, reply) => {
      const data = await websites.createWebsite(app.currentUser(request), request.body);
      return reply.status(201).send({ message: 'Website added; its captures are being made.', data });
    },
  );

  api.post(
    '/assets/:id/capture',
    {
      config: { access: 'asset.update' },
      schema: { tags: ['assets'], operationId: 'captureWebsite', summary: "Capture a website again as the asset's next version", params: IdParamsSchema, response: { 201: VersionMessageReplySchema } },
    },
    async (request, reply) => {
      const data = await websites.captureAgain(app.currentUser(request), request.params.id);
      return reply.status(201).send({ message: 'Capturing the website again.', data });
    },
  );

  api.get(
    '/projects/:id/website-settings',
    {
      config: { access: 'project.view' },
      schema: { tags: ['projects'], operationId: 'getWebsiteSettings', summary: "A project's website capture settings: breakpoints and hidden selectors", params: IdParamsSchema, response: { 200: WebsiteSettingsReplySchema } },
    },
    async (request) => ({ data: await websites.getSettings(app.currentUser(request), request.params.id) }),
  );

  api.put(
    '/projects/:id/website-settings',
    {
      config: { access: 'project.update' },
      schema: { tags: ['projects'], operationId: 'updateWebsiteSettings', summary: "Change a project's website capture settings", params: IdParamsSchema, body: UpdateWebsiteSettingsBodySchema, response: { 200: WebsiteSettingsReplySchema } },
    },
    async (request) => ({ data: await websites.updateSettings(app.currentUser(request), request.params.id, request.body) }),
  );
}
