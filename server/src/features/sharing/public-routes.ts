import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CommentMessageReplySchema } from '@review/contract/comments';
import { MessageReplySchema } from '@review/contract/errors';
import {
  GuestAnnotationBodySchema,
  GuestCommentBodySchema,
  GuestCommentEditBodySchema,
  GuestCommentParamsSchema,
  GuestDecisionBodySchema,
  PublicReviewPageReplySchema,
  PublicReviewQuerySchema,
  PublicReviewReplySchema,
  PublicReviewSchema,
  ReviewTokenParamsSchema,
  UnlockBodySchema,
  VariationIdParamsSchema,
} from '@review/contract/sharing';
import { z } from 'zod';
import type { BlobStore } from '../../blob/blob-store.ts';
import { notFound } from '../../errors.ts';
import { DOWNLOAD_ONLY_TYPES, downloadName, INLINE_TYPES, sendStoredFile } from '../files/index.ts';
import { auditOf, clientOf, GUEST } from '../audit/index.ts';
import type { GuestReviewService, IssuedCookie, OpenedLink } from './guest-service.ts';
import type { LinkAccess } from './link-access.ts';
import { openEventStream } from '../../plugins/sse-stream.ts';
import type { LiveHub } from '../events/index.ts';
import { GuestStream } from './guest-stream.ts';
import { openReviewPage } from './review-page.ts';

const tags = ['sharing'];
/** Guests have no account to hold to account: a bound on how much one address can write. */
const GUEST_WRITES = {
  rateLimit: {
    max: 30,
    timeWindow: '1 minute',
    errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many comments from this address. Please wait a minute and try again.', code: 'too_many_requests' }),
  },
};
const LinkReviewReplySchema = z.object({ message: z.string(), data: PublicReviewSchema.shape.review.unwrap() });

/** What anyone holding a review link may do: view, unlock, download, comment, draw, decide, and change their own comments. */
export default async function publicReviewRoutes(
  app: FastifyInstance,
  { guests, access, blobs, hub, secureCookies }: { guests: GuestReviewService; access: LinkAccess; blobs: BlobStore; hub: LiveHub; secureCookies: boolean },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Strict: no other site can make a guest's browser use the link's proof; httpOnly: no script reads it.
  const guestCookie = { httpOnly: true, sameSite: 'strict' as const, secure: secureCookies, path: '/' };
  // The key of the comments a browser wrote is only ever sent to that link's own calls.
  const keepGuestKey = (reply: FastifyReply, token: string, cookie: IssuedCookie) => {
    if (cookie) reply.setCookie(cookie.name, cookie.value, { ...guestCookie, path: `/api/v1/public/reviews/${token}`, maxAge: 400 * 24 * 60 * 60 });
  };

  // A browser session counts once, however often its page refreshes; so does its audit entry.
  const countView = async (request: FastifyRequest, reply: FastifyReply, opened: OpenedLink) => {
    const seen = access.seenCookieName(opened.linkId);
    if (request.cookies[seen]) return;
    await guests.countView(opened, auditOf(request, GUEST.label));
    reply.setCookie(seen, '1', guestCookie);
  };

  api.get(
    '/public/reviews/:token',
    { config: { access: 'asset.read' }, schema: { tags, operationId: 'getPublicReview', summary: 'Open a review link: what it shares, and one asset in full', security: [], params: ReviewTokenParamsSchema, querystring: PublicReviewQuerySchema, response: { 200: PublicReviewReplySchema } } },
    async (request, reply) => {
      const { review, opened } = await guests.view(request.params.token, request.query.asset, request.cookies);
      await countView(request, reply, opened);
      return { data: review };
    },
  );

  api.get(
    '/public/reviews/:token/page',
    {
      config: { access: 'asset.read' },
      schema: {
        tags,
        operationId: 'getPublicReviewPage',
        summary: "What a review link's page shows: the review, or why it cannot (a password, a closed link, an asset no longer in it) as a 200",
        security: [],
        params: ReviewTokenParamsSchema,
        querystring: PublicReviewQuerySchema,
        response: { 200: PublicReviewPageReplySchema },
      },
    },
    async (request, reply) => {
      const { page, opened } = await openReviewPage(
        () => guests.view(request.params.token, request.query.asset, request.cookies),
        () => guests.localeOf(request.params.token),
      );
      if (opened) await countView(request, reply, opened);
      return { data: page };
    },
  );

  api.get(
    '/public/reviews/:token/events',
    { config: { access: 'review-link' }, schema: { tags, operationId: 'streamPublicReviewEvents', summary: "A review link's live updates (Server-Sent Events)", security: [], produces: ['text/event-stream'], params: ReviewTokenParamsSchema, description: 'Server-Sent Events for a guest: `ready`, then `review` {} whenever what the link shows may have changed. Ends when the link closes.' } },
    async (request, reply) => {
      const { linkId, projectId, revision } = await guests.streamOf(request.params.token, request.cookies);
      const res = openEventStream(reply);
      const stream = new GuestStream(linkId, projectId, res);
      hub.addGuest(stream, revision);
      res.on('close', () => hub.removeGuest(stream));
    },
  );

  api.post(
    '/public/reviews/:token/unlock',
    { schema: { tags, operationId: 'unlockPublicReview', summary: 'Unlock a review link that has a password', security: [], params: ReviewTokenParamsSchema, body: UnlockBodySchema, response: { 200: MessageReplySchema } }, config: { access: 'review-link', ...GUEST_WRITES } },
    async (request, reply) => {
      const proof = await guests.unlock(request.params.token, request.body.password, request.ip);
      if (!proof) return { message: 'This review link needs no password.' };
      reply.setCookie(proof.name, proof.value, { ...guestCookie, expires: proof.expires });
      return { message: 'Review link unlocked.' };
    },
  );

  // Stored files are of these types; an unknown one goes as octet-stream (features/files).
  const originalTypes = [...new Set([...Object.values(INLINE_TYPES), ...Object.values(DOWNLOAD_ONLY_TYPES), 'application/octet-stream'])];
  api.get('/public/reviews/:token/files/:variation_id/original', { config: { access: 'asset.download' }, schema: { tags, operationId: 'downloadPublicReviewOriginal', summary: 'Download the original design file, when the link allows downloads', security: [], produces: originalTypes, params: VariationIdParamsSchema } }, async (request, reply) => {
    const original = await guests.original(request.params.token, request.params.variation_id, request.cookies, auditOf(request, GUEST.label));
    const blob = await blobs.get(original.key);
    if (!blob) throw notFound('file_not_found');
    const extension = original.key.split('.').pop() ?? '';
    return sendStoredFile(reply, blob, { type: INLINE_TYPES[extension] ?? DOWNLOAD_ONLY_TYPES[extension] ?? 'application/octet-stream', downloadAs: downloadName(original.fileName, extension) });
  });

  // A guest's new comment and new mark answer alike, and give the browser its guest key the first time.
  const written = (reply: FastifyReply, token: string, message: string, { comment, cookie }: { comment: unknown; cookie: IssuedCookie }) => {
    keepGuestKey(reply, token, cookie);
    return reply.status(201).send({ message, data: comment });
  };

  api.post(
    '/public/reviews/:token/comments',
    { schema: { tags, operationId: 'createGuestComment', summary: 'Comment or reply as a guest', security: [], params: ReviewTokenParamsSchema, body: GuestCommentBodySchema, response: { 201: CommentMessageReplySchema } }, config: { access: ['comment.create', 'comment.reply'], ...GUEST_WRITES } },
    async (request, reply) => written(reply, request.params.token, 'Comment added.', await guests.comment(request.params.token, request.body, request.cookies)),
  );

  api.post(
    '/public/reviews/:token/annotations',
    { schema: { tags, operationId: 'createGuestAnnotation', summary: 'Draw a mark with a comment as a guest, when the link allows it', security: [], params: ReviewTokenParamsSchema, body: GuestAnnotationBodySchema, response: { 201: CommentMessageReplySchema } }, config: { access: 'comment.draw', ...GUEST_WRITES } },
    async (request, reply) => written(reply, request.params.token, 'Annotation added.', await guests.annotate(request.params.token, request.body, request.cookies)),
  );

  api.put(
    '/public/reviews/:token/comments/:comment_id',
    { schema: { tags, operationId: 'updateGuestComment', summary: 'Edit a comment this browser wrote', security: [], params: GuestCommentParamsSchema, body: GuestCommentEditBodySchema, response: { 200: CommentMessageReplySchema } }, config: { access: 'comment.edit', ...GUEST_WRITES } },
    async (request) => ({
      message: 'Comment updated.',
      data: await guests.editComment(request.params.token, request.params.comment_id, request.body.content, request.cookies),
    }),
  );

  api.delete(
    '/public/reviews/:token/comments/:comment_id',
    { schema: { tags, operationId: 'deleteGuestComment', summary: 'Delete a comment this browser wrote', security: [], params: GuestCommentParamsSchema, response: { 200: MessageReplySchema } }, config: { access: 'comment.delete', ...GUEST_WRITES } },
    async (request) => {
      await guests.deleteComment(request.params.token, request.params.comment_id, request.cookies);
      return { message: 'Comment deleted.' };
    },
  );

  api.post(
    '/public/reviews/:token/decisions',
    { schema: { tags, operationId: 'decideAsGuest', summary: 'Approve or request changes as a guest, when the link allows it', security: [], params: ReviewTokenParamsSchema, body: GuestDecisionBodySchema, response: { 201: LinkReviewReplySchema } }, config: { access: 'review.decide', ...GUEST_WRITES } },
    async (request, reply) => {
      const review = await guests.decide(request.params.token, request.body, request.cookies, clientOf(request));
      return reply.status(201).send({ message: request.body.decision === 'approved' ? 'Approved.' : 'Changes requested.', data: review });
    },
  );
}
