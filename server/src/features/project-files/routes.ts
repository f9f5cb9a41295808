import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import { ProjectFileListReplySchema, ProjectFileMessageReplySchema } from '@review/contract/project-files';
import { z } from 'zod';
import { multipartForm } from '../../plugins/forms.ts';
import { readDesignUpload } from '../../plugins/design-upload.ts';
import type { ProjectFilesService } from './service.ts';

const referenceFileForm = multipartForm({
  fields: z.object({}),
  toDisk: true,
  files: { file: { required: true, description: "The file, of any type, up to the server's MAX_UPLOAD_MB; counted in the owner's storage." } },
});

export default async function projectFileRoutes(app: FastifyInstance, { files, dataDir, maxUploadBytes }: { files: ProjectFilesService; dataDir: string; maxUploadBytes: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get('/projects/:id/attachments', { config: { access: 'project.view' }, schema: { tags: ['projects'], operationId: 'listProjectFiles', summary: "List a project's reference files", params: IdParamsSchema, response: { 200: ProjectFileListReplySchema } } }, async (request) => ({
    data: await files.list(app.currentUser(request), request.params.id),
  }));

  api.post('/projects/:id/attachments', { config: { access: 'asset.create' }, schema: { tags: ['projects'], operationId: 'uploadProjectFile', summary: 'Upload a reference file to a project', params: IdParamsSchema, ...referenceFileForm, response: { 201: ProjectFileMessageReplySchema } } }, async (request, reply) => {
    let declaredType = '';
    const upload = await readDesignUpload(request, 'file', path.join(dataDir, 'incoming'), maxUploadBytes, (part) => {
      declaredType = part.mimetype;
    });
    const data = await files.upload(app.currentUser(request), request.params.id, upload, declaredType);
    return reply.status(201).send({ message: 'File uploaded successfully.', data });
  });

  api.delete('/project-attachments/:id', { config: { access: 'project_file.delete' }, schema: { tags: ['projects'], operationId: 'deleteProjectFile', summary: 'Delete a reference file', params: IdParamsSchema, response: { 200: MessageReplySchema } } }, async (request) => {
    await files.remove(app.currentUser(request), request.params.id);
    return { message: 'File removed.' };
  });
}
