import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AssetListQuerySchema,
  AssetListReplySchema,
  AssetMessageReplySchema,
  AssetReplySchema,
  CreateAssetBodySchema,
  CreateVariationFieldsSchema,
  CreateVersionFieldsSchema,
  UpdateAssetBodySchema,
  UploadDesignFileFieldsSchema,
  VariationListQuerySchema,
  VariationListReplySchema,
  VariationMessageReplySchema,
  VersionListQuerySchema,
  VersionListReplySchema,
  VersionMessageReplySchema,
} from '@review/contract/assets';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import type { z } from 'zod';
import { designUploadForm } from '../../plugins/forms.ts';
import { parseFields } from '../../plugins/parse-fields.ts';
import { readDesignUpload, type DesignUpload } from '../../plugins/design-upload.ts';
import type { CachedReads } from '../../read-cache/cached-reads.ts';
import { sendJson, serialize } from '../../read-cache/json.ts';
import type { AssetsService } from './service.ts';

/** Validates a multipart form's text fields with their contract schema; on failure the temp file goes. */
async function parseUploadFields<T extends z.ZodType>(schema: T, upload: DesignUpload): Promise<z.infer<T>> {
  try {
    return parseFields(schema, upload.fields);
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

export default async function assetRoutes(
  app: FastifyInstance,
  { assets, reads, dataDir, maxUploadBytes }: { assets: AssetsService; reads: CachedReads; dataDir: string; maxUploadBytes: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const receive = (request: Parameters<typeof readDesignUpload>[0]) => readDesignUpload(request, 'design_file', path.join(dataDir, 'incoming'), maxUploadBytes);

  api.get('/assets', { config: { access: 'project.view' }, schema: { tags: ['assets'], operationId: 'listAssets', summary: "List a project's assets", querystring: AssetListQuerySchema, response: { 200: AssetListReplySchema } } }, async (request, reply) => {
    const user = app.currentUser(request);
    const { project, archived = false } = request.query;
    const build = async () => serialize(AssetListReplySchema, { data: await assets.listAssets(user, project, archived) });
    return sendJson(reply, await reads.ofProject(user, `assets:${project}:${archived}`, project, build));
  });

  api.post('/assets', { config: { access: 'asset.create' }, schema: { tags: ['assets'], operationId: 'createAsset', summary: 'Create an asset without a file yet', body: CreateAssetBodySchema, response: { 201: AssetMessageReplySchema } } }, async (request, reply) => {
    const data = await assets.createAsset(app.currentUser(request), request.body);
    return reply.status(201).send({ message: 'Assets Created Successfully!', data });
  });

  api.post('/upload/design_files', { config: { access: 'asset.create' }, schema: { tags: ['assets'], operationId: 'uploadDesignFile', summary: 'Upload a design file as a new asset', ...designUploadForm(UploadDesignFileFieldsSchema), response: { 201: AssetMessageReplySchema } } }, async (request, reply) => {
    const upload = await receive(request);
    const fields = await parseUploadFields(UploadDesignFileFieldsSchema, upload);
    const data = await assets.createAssetFromFile(app.currentUser(request), fields.project_id, upload);
    return reply.status(201).send({ message: 'File Uploaded Successfully', data });
  });

  api.get('/assets/:id', { config: { access: 'asset.read' }, schema: { tags: ['assets'], operationId: 'getAsset', summary: 'Get an asset with its versions and variations', params: IdParamsSchema, response: { 200: AssetReplySchema } } }, async (request) => ({
    data: await assets.getAsset(app.currentUser(request), request.params.id),
  }));

  api.put('/assets/:id', { config: { access: ['asset.update', 'asset.delete'] }, schema: { tags: ['assets'], operationId: 'updateAsset', summary: "Change an asset's title, description, status, creator, approver or archive flag", params: IdParamsSchema, body: UpdateAssetBodySchema, response: { 200: AssetMessageReplySchema } } }, async (request) => {
    const data = await assets.updateAsset(app.currentUser(request), request.params.id, request.body);
    return { message: request.body.status ? 'Status Updated!' : 'Asset updated successfully.', data };
  });

  api.delete('/assets/:id', { config: { access: 'asset.delete' }, schema: { tags: ['assets'], operationId: 'deleteAsset', summary: 'Delete an asset', params: IdParamsSchema, response: { 200: MessageReplySchema } } }, async (request) => {
    await assets.deleteAsset(app.currentUser(request), request.params.id);
    return { message: 'Asset deleted successfully.' };
  });

  api.get('/versions', { config: { access: 'asset.read' }, schema: { tags: ['assets'], operationId: 'listVersions', summary: "List an asset's versions, newest first", querystring: VersionListQuerySchema, response: { 200: VersionListReplySchema } } }, async (request, reply) => {
    const user = app.currentUser(request);
    const build = async () => serialize(VersionListReplySchema, { data: await assets.listVersions(user, request.query.asset) });
    return sendJson(reply, await reads.ofAsset(user, `versions:${request.query.asset}`, request.query.asset, build));
  });

  api.route({
    method: ['POST', 'PUT'],
    url: '/versions',
    config: { access: 'asset.update' },
    schema: { tags: ['assets'], operationId: 'createVersion', summary: 'Upload a design file as a new version of an asset', ...designUploadForm(CreateVersionFieldsSchema), response: { 201: VersionMessageReplySchema } },
    handler: async (request, reply) => {
      const upload = await receive(request);
      const fields = await parseUploadFields(CreateVersionFieldsSchema, upload);
      const data = await assets.createVersion(app.currentUser(request), fields.asset_id, fields.note ?? '', fields.variation_name, upload);
      return reply.status(201).send({ message: 'Version uploaded successfully!', data });
    },
  });

  api.get('/variations', { config: { access: 'asset.read' }, schema: { tags: ['assets'], operationId: 'listVariations', summary: "List a version's variations", querystring: VariationListQuerySchema, response: { 200: VariationListReplySchema } } }, async (request) => ({
    data: await assets.listVariations(app.currentUser(request), request.query.version),
  }));

  api.route({
    method: ['POST', 'PUT'],
    url: '/variations',
    config: { access: 'asset.update' },
    schema: { tags: ['assets'], operationId: 'createVariation', summary: 'Upload a design file as another variation of a version', ...designUploadForm(CreateVariationFieldsSchema), response: { 201: VariationMessageReplySchema } },
    handler: async (request, reply) => {
      const upload = await receive(request);
      const fields = await parseUploadFields(CreateVariationFieldsSchema, upload);
      const data = await assets.createVariation(app.currentUser(request), fields.version_id, fields.variation_name, upload);
      return reply.status(201).send({ message: 'Variation uploaded successfully!!', data });
    },
  });

  // A document whose rendering failed (render_state `failed`) is rendered again; otherwise nothing changes.
  api.post('/variations/:id/render', { config: { access: 'asset.update' }, schema: { tags: ['assets'], operationId: 'renderVariationAgain', summary: 'Render a document or video again after its rendering failed', params: IdParamsSchema, response: { 200: VariationMessageReplySchema } } }, async (request) => {
    const { restarted, variation } = await assets.retryRendering(app.currentUser(request), request.params.id);
    const again = variation.media.kind === 'video' ? 'Rendering the video again.' : 'Rendering the pages again.';
    return { message: restarted ? again : 'Nothing to render again.', data: variation };
  });

  api.delete('/variations/:id', { config: { access: 'asset.update' }, schema: { tags: ['assets'], operationId: 'deleteVariation', summary: 'Delete a variation', params: IdParamsSchema, response: { 200: MessageReplySchema } } }, async (request) => {
    await assets.deleteVariation(app.currentUser(request), request.params.id);
    return { message: 'Variation deleted successfully.' };
  });
}
