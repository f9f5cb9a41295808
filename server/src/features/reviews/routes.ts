import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@review/contract/fields';
import {
  DecideBodySchema,
  DecisionListQuerySchema,
  DecisionListReplySchema,
  MyReviewListReplySchema,
  ReviewMessageReplySchema,
  ReviewReplySchema,
  UpdateReviewBodySchema,
} from '@review/contract/reviews';
import { StageListMessageReplySchema, StageListReplySchema, StageParamsSchema, UpdateStagesBodySchema } from '@review/contract/stages';
import { clientOf } from '../audit/index.ts';
import type { ReviewsService } from './service.ts';

const tags = ['reviews'];

/** Approval workflow: an asset's stages (stage 1 through `/review`), decisions per version and stage; my pending reviews. */
export default async function reviewRoutes(app: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  api.get('/assets/:id/review', { config: { access: 'asset.read' }, schema: { tags, operationId: 'getAssetReview', summary: "Get an asset's reviewers, rule, due date and where its review stands", params: IdParamsSchema, response: { 200: ReviewReplySchema } }, onRequest }, async (request) => ({
    data: await reviews.get(app.currentUser(request), request.params.id),
  }));

  api.put('/assets/:id/review', { config: { access: 'review.assign' }, schema: { tags, operationId: 'updateAssetReview', summary: "Set an asset's reviewers, rule and due date", params: IdParamsSchema, body: UpdateReviewBodySchema, response: { 200: ReviewMessageReplySchema } }, onRequest }, async (request) => ({
    message: 'Reviewers saved.',
    data: await reviews.update(app.currentUser(request), request.params.id, request.body),
  }));

  api.get('/assets/:id/stages', { config: { access: 'asset.read' }, schema: { tags, operationId: 'listAssetStages', summary: "List an asset's review stages and where each stands", params: IdParamsSchema, response: { 200: StageListReplySchema } }, onRequest }, async (request) =>
    reviews.listStages(app.currentUser(request), request.params.id),
  );

  api.put(
    '/assets/:id/stages',
    { config: { access: 'review.stages' }, schema: { tags, operationId: 'updateAssetStages', summary: "Set an asset's review stages (the whole list, in order), or copy a project template", params: IdParamsSchema, body: UpdateStagesBodySchema, response: { 200: StageListMessageReplySchema } }, onRequest },
    async (request) => ({ message: 'Stages saved.', ...(await reviews.updateStages(app.currentUser(request), request.params.id, request.body)) }),
  );

  api.post(
    '/assets/:id/stages/:stage_id/start',
    { config: { access: 'review.stages' }, schema: { tags, operationId: 'startAssetStage', summary: 'Start a waiting review stage by hand', params: StageParamsSchema, response: { 200: StageListMessageReplySchema } }, onRequest },
    async (request) => ({ message: 'Stage started.', ...(await reviews.startStage(app.currentUser(request), request.params.id, request.params.stage_id)) }),
  );

  api.post('/assets/:id/decisions', { config: { access: 'review.decide' }, schema: { tags, operationId: 'decideOnAsset', summary: 'Approve or request changes, on the newest version unless one is named', params: IdParamsSchema, body: DecideBodySchema, response: { 200: ReviewMessageReplySchema } }, onRequest }, async (request) => ({
    message: 'Decision recorded.',
    data: await reviews.decide(app.currentUser(request), request.params.id, request.body, clientOf(request)),
  }));

  api.get(
    '/assets/:id/decisions',
    { config: { access: 'asset.read' }, schema: { tags, operationId: 'listDecisions', summary: 'List the decisions made on an asset, newest first', params: IdParamsSchema, querystring: DecisionListQuerySchema, response: { 200: DecisionListReplySchema } }, onRequest },
    async (request) => ({ data: await reviews.listDecisions(app.currentUser(request), request.params.id, request.query.version_id) }),
  );

  api.get('/reviews/mine', { config: { access: 'account' }, schema: { tags, operationId: 'listMyReviews', summary: 'List the assets waiting for your decision', response: { 200: MyReviewListReplySchema } }, onRequest }, async (request) => ({
    data: await reviews.mine(app.currentUser(request)),
  }));
}
