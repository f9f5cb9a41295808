import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import { ProjectFileListReplySchema, ProjectFileMessageReplySchema } from '@review/contract/project-files';
import { readDesignUpload } from '../../plugins/design-upload.ts';
import type { ProjectFilesService } from './service.ts';

export default async function projectFileRoutes(app: FastifyInstance, { files, dataDir, maxUploadBytes }: { files: ProjectFilesService; dataDir: string; maxUploadBytes: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get('/projects/:id/attachments', { schema: { tags: ['projects'], params: IdParamsSchema, response: { 200: ProjectFileListReplySchema } } }, async (request) => ({
    data: await files.list(app.currentUser(request), request.params.id),
  }));

  api.post('/projects/:id/attachments', { schema: { tags: ['projects'], params: IdParamsSchema, consumes: ['multipart/form-data'], response: { 201: ProjectFileMessageReplySchema } } }, async (request, reply) => {
    let declaredType = '';
    const upload = await readDesignUpload(request, 'file', path.join(dataDir, 'incoming'), maxUploadBytes, (part) => {
      declaredType = part.mimetype;
    });
    const data = await files.upload(app.currentUser(request), request.params.id, upload, declaredType);
    return reply.status(201).send({ message: 'File uploaded successfully.', data });
  });

  api.delete('/project-attachments/:id', { schema: { tags: ['projects'], params: IdParamsSchema, response: { 200: MessageReplySchema } } }, async (request) => {
    await files.remove(app.currentUser(request), request.params.id);
    return { message: 'File removed.' };
  });
}
