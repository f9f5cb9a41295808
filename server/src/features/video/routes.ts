import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FrameParamsSchema } from '@review/contract/media';
import type { FrameImages } from './frame-images.ts';

export default async function videoRoutes(app: FastifyInstance, { frames }: { frames: FrameImages }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get(
    '/variations/:id/frames/:n.png',
    { config: { access: 'project.view' }, schema: { tags: ['assets'], operationId: 'getVideoFrame', summary: "A video's exact frame, as a PNG", produces: ['image/png'], params: FrameParamsSchema } },
    async (request, reply) => {
      const frame = await frames.findFrame(app.currentUser(request).id, request.params.id, request.params.n);
      // A variation's frame never changes; who may see it is checked on every request.
      reply.header('ETag', frame.etag).header('Cache-Control', 'private, no-cache');
      if (request.headers['if-none-match'] === frame.etag) return reply.status(304).send();
      return reply.type('image/png').send(await frame.render());
    },
  );
}
