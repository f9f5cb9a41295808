import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VariationChangesReplySchema } from '@review/contract/changes';
import { LinkAssetParamsSchema, VariationIdParamsSchema } from '@review/contract/sharing';
import { StageListReplySchema } from '@review/contract/stages';
import { ifRefused, notFound } from '../../errors.ts';
import type { ChangesService } from '../compare/index.ts';
import type { ReviewsService } from '../reviews/index.ts';
import { guestActor } from './guest-actor.ts';
import type { LinkResolver } from './open-link.ts';

const tags = ['sharing'];

/**
 * What the review screen shows members, read through a link by the members' own operations with the
 * link's guest as the actor: a variation's changed regions (What changed) and an asset's stages.
 */
export default async function linkReviewRoutes(app: FastifyInstance, { links, changes, reviews }: { links: LinkResolver; changes: ChangesService; reviews: ReviewsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guestOf = async (token: string, cookies: Record<string, string | undefined>) => guestActor(await links.findSharedLink(token, cookies), null);

  api.get(
    '/public/reviews/:token/variations/:variation_id/changes',
    { config: { access: 'asset.read' }, schema: { tags, operationId: 'getPublicVariationChanges', summary: "A shared variation's changed regions against the previous version", security: [], params: VariationIdParamsSchema, response: { 200: VariationChangesReplySchema } } },
    async (request) => {
      const guest = await guestOf(request.params.token, request.cookies);
      // A design outside the link is not found, as for its original.
      const found = await changes.findChangesAs(guest, request.params.variation_id).catch(
        ifRefused(() => {
          throw notFound('design_not_in_shared_asset');
        }),
      );
      return { data: found };
    },
  );

  api.get(
    '/public/reviews/:token/assets/:asset_id/stages',
    { config: { access: 'asset.read' }, schema: { tags, operationId: 'listPublicAssetStages', summary: "A shared asset's review stages as its guests see them (private stages only when they take guests)", security: [], params: LinkAssetParamsSchema, response: { 200: StageListReplySchema } } },
    async (request) => reviews.listStagesOfLink(await guestOf(request.params.token, request.cookies), request.params.asset_id),
  );
}
