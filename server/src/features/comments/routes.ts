import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  CommentListQuerySchema,
  CommentListReplySchema,
  CommentMessageReplySchema,
  CreateAnnotationBodySchema,
  CreateCommentBodySchema,
  ReactBodySchema,
  UpdateCommentBodySchema,
} from '@review/contract/comments';
import { MessageReplySchema } from '@review/contract/errors';
import { IdParamsSchema } from '@review/contract/fields';
import { multipartForm } from '../../plugins/forms.ts';
import { readSmallUpload, type BufferedFile } from '../../plugins/multipart-upload.ts';
import { parseFields } from '../../plugins/parse-fields.ts';
import type { CachedReads } from '../../read-cache/cached-reads.ts';
import { sendJson, serialize } from '../../read-cache/json.ts';
import type { CommentsService } from './service.ts';

/** `POST /comments` takes JSON (the viewer) or multipart with `attachments[]` (the asset screen). */
async function readCommentRequest(request: FastifyRequest) {
  let data: unknown = request.body;
  let files: BufferedFile[] = [];
  if (request.isMultipart()) {
    const upload = await readSmallUpload(request, ['attachments[]', 'attachments'], { maxBytes: ATTACHMENT_MAX_BYTES, maxFiles: ATTACHMENTS_MAX });
    data = upload.fields;
    files = upload.files;
  }
  return { body: parseFields(CreateCommentBodySchema, data ?? {}), files };
}

const commentForm = multipartForm({
  fields: CreateCommentBodySchema,
  json: true,
  files: { 'attachments[]': { multiple: true, description: `Files to attach (also taken as \`attachments\`), at most ${ATTACHMENTS_MAX} of ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each.` } },
});

export default async function commentRoutes(app: FastifyInstance, { comments, reads }: { comments: CommentsService; reads: CachedReads }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  api.get('/comments', { config: { access: 'asset.read' }, schema: { tags: ['comments'], operationId: 'listComments', summary: "List an asset's comments, replies too, oldest first", querystring: CommentListQuerySchema, response: { 200: CommentListReplySchema } } }, async (request, reply) => {
    const user = app.currentUser(request);
    const { asset, variation } = request.query;
    const build = async () => serialize(CommentListReplySchema, { data: await comments.list(user, asset, variation) });
    return sendJson(reply, await reads.ofAsset(user, `comments:${asset}:${variation ?? ''}`, asset, build));
  });

  api.post('/comments', { config: { access: ['comment.create', 'comment.reply', 'comment.draw'] }, schema: { tags: ['comments'], operationId: 'createComment', summary: 'Comment or reply, with attachments when sent as a form', ...commentForm, response: { 201: CommentMessageReplySchema } } }, async (request, reply) => {
    const { body, files } = await readCommentRequest(request);
    const data = await comments.create(app.currentUser(request), body, files);
    return reply.status(201).send({ message: body.parent_id ? 'Reply added.' : 'Comment added.', data });
  });

  api.put('/comments/:id', { config: { access: 'comment.edit' }, schema: { tags: ['comments'], operationId: 'updateComment', summary: 'Edit your comment, or remove one of its attachments', params: IdParamsSchema, body: UpdateCommentBodySchema, response: { 200: CommentMessageReplySchema } } }, async (request) => ({
    message: 'Comment updated.',
    data: await comments.update(app.currentUser(request), request.params.id, request.body),
  }));

  api.delete('/comments/:id', { config: { access: 'comment.delete' }, schema: { tags: ['comments'], operationId: 'deleteComment', summary: 'Delete a comment', params: IdParamsSchema, response: { 200: MessageReplySchema } } }, async (request) => {
    await comments.delete(app.currentUser(request), request.params.id);
    return { message: 'Comment deleted.' };
  });

  // The spec's client reopens with a GET; POST is the honest method. Both change state, so both are
  // refused to read-only tokens and to other sites (plugins/session.ts).
  api.route({
    method: ['GET', 'POST'],
    url: '/comments-resolve/:id',
    config: { access: 'comment.resolve', changesState: true },
    schema: { tags: ['comments'], operationId: 'toggleCommentResolved', summary: 'Resolve a comment, or reopen it', params: IdParamsSchema, response: { 200: CommentMessageReplySchema } },
    handler: async (request) => {
      const data = await comments.toggleResolved(app.currentUser(request), request.params.id);
      return { message: data.is_resolved ? 'Comment resolved.' : 'Comment reopened.', data };
    },
  });

  api.post('/comments-react', { config: { access: 'comment.react' }, schema: { tags: ['comments'], operationId: 'toggleCommentReaction', summary: 'Add your reaction to a comment, or take it back', body: ReactBodySchema, response: { 200: CommentMessageReplySchema } } }, async (request) => {
    const { added, comment } = await comments.react(app.currentUser(request), request.body);
    return { message: added ? 'Reaction added.' : 'Reaction removed.', data: comment };
  });

  api.delete('/remove-comment-reaction/:id', { config: { access: 'reaction.remove' }, schema: { tags: ['comments'], operationId: 'removeCommentReaction', summary: 'Remove a reaction', params: IdParamsSchema, response: { 200: MessageReplySchema } } }, async (request) => {
    await comments.removeReaction(app.currentUser(request), request.params.id);
    return { message: 'Reaction removed.' };
  });

  api.post('/annotation-comments', { config: { access: 'comment.draw' }, schema: { tags: ['comments'], operationId: 'createAnnotationComment', summary: 'Draw a mark on a design with a comment', body: CreateAnnotationBodySchema, response: { 201: CommentMessageReplySchema } } }, async (request, reply) => {
    const data = await comments.createAnnotation(app.currentUser(request), request.body);
    return reply.status(201).send({ message: 'Annotation added.', data });
  });
}
