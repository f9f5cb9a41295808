import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CommentMessageReplySchema } from '@review/contract/comments';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import {
  GuestAnnotationBodySchema,
  GuestCommentBodySchema,
  PublicReviewReplySchema,
  ReviewTokenParamsSchema,
  ShareLinkListReplySchema,
  ShareLinkReplySchema,
  ShareLinkSettingsBodySchema,
  UnlockBodySchema,
  VariationIdParamsSchema,
} from '@review/contract/sharing';
import type { BlobStore } from '../../blob/blob-store.ts';
import { notFound } from '../../errors.ts';
import { DOWNLOAD_ONLY_TYPES, INLINE_TYPES } from '../files/routes.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import type { LinkAccess } from './link-access.ts';
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
export default async function sharingRoutes(
  app: FastifyInstance,
  { sharing, access, blobs, secureCookies }: { sharing: SharingService; access: LinkAccess; blobs: BlobStore; secureCookies: boolean },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;
  // Strict: no other site can make a guest's browser use the link's proof; httpOnly: no script reads it.
  const guestCookie = { httpOnly: true, sameSite: 'strict' as const, secure: secureCookies, path: '/' };

  api.get('/assets/:id/share-links', { schema: { tags, params: IdParamsSchema, response: { 200: ShareLinkListReplySchema } }, onRequest }, async (request) => ({
    data: await sharing.list(app.currentUser(request), request.params.id),
  }));

  api.post(
    '/assets/:id/share-links',
    { schema: { tags, params: IdParamsSchema, body: ShareLinkSettingsBodySchema.nullish(), response: { 201: ShareLinkReplySchema } }, onRequest },
    async (request, reply) => {
      const link = await sharing.create(app.currentUser(request), request.params.id, request.body ?? {});
      return reply.status(201).send({ message: 'Review link created.', data: link });
    },
  );

  api.put('/share-links/:id', { schema: { tags, params: IdParamsSchema, body: ShareLinkSettingsBodySchema, response: { 200: ShareLinkReplySchema } }, onRequest }, async (request) => ({
    message: 'Review link saved.',
    data: await sharing.update(app.currentUser(request), request.params.id, request.body),
  }));

  api.delete('/share-links/:id', { schema: { tags, params: IdParamsSchema, response: { 200: MessageReplySchema } }, onRequest }, async (request) => {
    await sharing.revoke(app.currentUser(request), request.params.id);
    return { message: 'Review link revoked.' };
  });

  api.get('/public/reviews/:token', { schema: { tags, params: ReviewTokenParamsSchema, response: { 200: PublicReviewReplySchema } } }, async (request, reply) => {
    const { review, linkId } = await sharing.view(request.params.token, request.cookies);
    // A browser session counts once, however often its page refreshes.
    const seen = access.seenCookieName(linkId);
    if (!request.cookies[seen]) {
      await sharing.countView(linkId);
      reply.setCookie(seen, '1', guestCookie);
    }
    return { data: review };
  });

  api.post(
    '/public/reviews/:token/unlock',
    { schema: { tags, params: ReviewTokenParamsSchema, body: UnlockBodySchema, response: { 200: MessageReplySchema } }, config: GUEST_WRITES },
    async (request, reply) => {
      const proof = await sharing.unlock(request.params.token, request.body.password, request.ip);
      if (!proof) return { message: 'This review link needs no password.' };
      reply.setCookie(proof.name, proof.value, { ...guestCookie, expires: proof.expires });
      return { message: 'Review link unlocked.' };
    },
  );

  api.get('/public/reviews/:token/files/:variation_id/original', { schema: { tags, params: VariationIdParamsSchema } }, async (request, reply) => {
    const original = await sharing.original(request.params.token, request.params.variation_id, request.cookies);
    const blob = await blobs.get(original.key);
    if (!blob) throw notFound('File not found.');
    const extension = original.key.split('.').pop() ?? '';
    return sendStoredFile(reply, blob, { type: INLINE_TYPES[extension] ?? DOWNLOAD_ONLY_TYPES[extension] ?? 'application/octet-stream', downloadAs: original.fileName });
  });

  api.post('/public/reviews/:token/comments', {
    schema: { tags, params: ReviewTokenParamsSchema, body: GuestCommentBodySchema, response: { 201: CommentMessageReplySchema } },
    config: GUEST_WRITES,
  }, async (request, reply) => {
    const comment = await sharing.comment(request.params.token, request.body, request.cookies);
    return reply.status(201).send({ message: 'Comment added.', data: comment });
  });

  api.post(
    '/public/reviews/:token/annotations',
    { schema: { tags, params: ReviewTokenParamsSchema, body: GuestAnnotationBodySchema, response: { 201: CommentMessageReplySchema } }, config: GUEST_WRITES },
    async (request, reply) => {
      const comment = await sharing.annotate(request.params.token, request.body, request.cookies);
      return reply.status(201).send({ message: 'Annotation added.', data: comment });
    },
  );
}
