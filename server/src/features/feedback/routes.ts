import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FeedbackQuerySchema, FeedbackReplySchema } from '@review/contract/feedback';
import { IdParamsSchema } from '@review/contract/fields';
import { feedbackToMarkdown } from './markdown.ts';
import type { FeedbackService } from './service.ts';

/** Text as it is: a reply typed by the route's JSON schema would not take it. */
const sendMarkdown = (reply: FastifyReply, text: string) => reply.type('text/markdown; charset=utf-8').send(text);

export default async function feedbackRoutes(app: FastifyInstance, { feedback }: { feedback: FeedbackService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get(
    '/assets/:id/feedback',
    { config: { access: 'asset.read' }, schema: { tags: ['feedback'], operationId: 'getAssetFeedback', summary: "An asset's open feedback as one brief: JSON, or Markdown with ?format=md", params: IdParamsSchema, querystring: FeedbackQuerySchema, response: { 200: FeedbackReplySchema } } },
    async (request, reply) => {
      const data = await feedback.getFeedback(app.currentUser(request), request.params.id);
      if (request.query.format !== 'md') return { data };
      return sendMarkdown(reply, feedbackToMarkdown(data));
    },
  );

  api.get('/comments/:id/crop.png', { config: { access: 'asset.read' }, schema: { tags: ['feedback'], operationId: 'getCommentCrop', summary: "The area of a comment's mark, cut from its page (or video frame) with the mark drawn on; the whole frame for a frame's comment without a mark", produces: ['image/png'], params: IdParamsSchema } }, async (request, reply) => {
    const crop = await feedback.findCrop(app.currentUser(request), request.params.id);
    // Private: who may see it is checked on every request, so a shared cache must not keep it.
    reply.header('ETag', crop.etag).header('Cache-Control', 'private, no-cache');
    if (request.headers['if-none-match'] === crop.etag) return reply.status(304).send();
    return reply.type('image/png').send(await crop.render());
  });
}
