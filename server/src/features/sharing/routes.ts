import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CommentMessageReplySchema } from '@review/contract/comments';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import { GuestCommentBodySchema, PublicReviewReplySchema, ReviewTokenParamsSchema, ShareLinkListReplySchema, ShareLinkReplySchema } from '@review/contract/sharing';
import type { SharingService } from './service.ts';

const tags = ['sharing'];
/** Guests have no account to hold to account: a bound on how much one address can write. */
const GUEST_WRITES = {
  rateLimit: {
    max: 30,
    timeWindow: '1 minute',
    errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many comments from this address. Please wait a minute and try again.', code: 'too_many_requests' }),
  },
};

/** Review links: members list, create and revoke them; the public side needs only the link's token. */
export default async function sharingRoutes(app: FastifyInstance, { sharing }: { sharing: SharingService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  api.get('/assets/:id/share-links', { schema: { tags, params: IdParamsSchema, response: { 200: ShareLinkListReplySchema } }, onRequest }, async (request) => ({
    data: await sharing.list(app.currentUser(request), request.params.id),
  }));

  api.post('/assets/:id/share-links', { schema: { tags, params: IdParamsSchema, response: { 201: ShareLinkReplySchema } }, onRequest }, async (request, reply) => {
    const link = await sharing.create(app.currentUser(request), request.params.id);
    return reply.status(201).send({ message: 'Review link created.', data: link });
  });

  api.delete('/share-links/:id', { schema: { tags, params: IdParamsSchema, response: { 200: MessageReplySchema } }, onRequest }, async (request) => {
    await sharing.revoke(app.currentUser(request), request.params.id);
    return { message: 'Review link revoked.' };
  });

  api.get('/public/reviews/:token', { schema: { tags, params: ReviewTokenParamsSchema, response: { 200: PublicReviewReplySchema } } }, async (request) => ({
    data: await sharing.view(request.params.token),
  }));

  api.post('/public/reviews/:token/comments', {
    schema: { tags, params: ReviewTokenParamsSchema, body: GuestCommentBodySchema, response: { 201: CommentMessageReplySchema } },
    config: GUEST_WRITES,
  }, async (request, reply) => {
    const comment = await sharing.comment(request.params.token, request.body);
    return reply.status(201).send({ message: 'Comment added.', data: comment });
  });
}
