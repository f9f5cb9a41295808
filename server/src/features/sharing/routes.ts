import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import { ShareLinkListReplySchema, ShareLinkReplySchema, ShareLinkSettingsBodySchema } from '@review/contract/sharing';
import { auditOf } from '../audit/index.ts';
import type { SharingService } from './service.ts';

const tags = ['sharing'];
/** What the two kinds of review link are called in operation ids and summaries. */
const names = { assets: { id: 'Asset', what: 'an asset' }, projects: { id: 'Project', what: 'a whole project' } } as const;

/** Review links as members manage them: of an asset (any member) or of a whole project (managers). */
export default async function sharingRoutes(app: FastifyInstance, { sharing }: { sharing: SharingService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  for (const [scope, key] of [
    ['assets', 'asset_id'],
    ['projects', 'project_id'],
  ] as const) {
    const target = (id: number) => (key === 'asset_id' ? { asset_id: id } : { project_id: id });
    const shareAction = key === 'asset_id' ? 'asset.share' : 'project.share';

    api.get(`/${scope}/:id/share-links`, { config: { access: shareAction }, schema: { tags, operationId: `list${names[scope].id}ShareLinks`, summary: `List the review links to ${names[scope].what}`, params: IdParamsSchema, response: { 200: ShareLinkListReplySchema } }, onRequest }, async (request) => ({
      data: await sharing.list(app.currentUser(request), target(request.params.id)),
    }));

    api.post(
      `/${scope}/:id/share-links`,
      { config: { access: shareAction }, schema: { tags, operationId: `create${names[scope].id}ShareLink`, summary: `Create a review link to ${names[scope].what}`, params: IdParamsSchema, body: ShareLinkSettingsBodySchema.nullish(), response: { 201: ShareLinkReplySchema } }, onRequest },
      async (request, reply) => {
        const link = await sharing.create(app.currentUser(request), target(request.params.id), request.body ?? {}, auditOf(request));
        return reply.status(201).send({ message: 'Review link created.', data: link });
      },
    );
  }

  api.put('/share-links/:id', { config: { access: ['asset.share', 'project.share'] }, schema: { tags, operationId: 'updateShareLink', summary: "Change a review link's settings", params: IdParamsSchema, body: ShareLinkSettingsBodySchema, response: { 200: ShareLinkReplySchema } }, onRequest }, async (request) => ({
    message: 'Review link saved.',
    data: await sharing.update(app.currentUser(request), request.params.id, request.body, auditOf(request)),
  }));

  api.delete('/share-links/:id', { config: { access: ['asset.share', 'project.share'] }, schema: { tags, operationId: 'revokeShareLink', summary: 'Revoke a review link', params: IdParamsSchema, response: { 200: MessageReplySchema } }, onRequest }, async (request) => {
    await sharing.revoke(app.currentUser(request), request.params.id, auditOf(request));
    return { message: 'Review link revoked.' };
  });
}
