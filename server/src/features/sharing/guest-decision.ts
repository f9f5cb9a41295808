import type { GuestDecisionBody } from '@review/contract/sharing';
import type { RequestOrigin } from '../../domain-events/audited-events.ts';
import { invalid } from '../../errors.ts';
import { authorize } from '../access/index.ts';
import type { GuestContext } from './guest-context.ts';
import { guestActor } from './guest-actor.ts';
import { presentLinkReview } from './link-presentation.ts';
import type { GuestCookies } from './open-link.ts';


/** A guest approves or asks for changes, when the link allows it, by the reviews' own operation: it counts as a reviewer's decision. */
export async function guestDecision({ links, access, reviews }: GuestContext, token: string, body: GuestDecisionBody, cookies: GuestCookies, client: RequestOrigin) {
  const link = await links.findSharedLink(token, cookies);
  const actor = guestActor(link, access.guestKey(link.id, cookies), body);
  // The link's switch is answered before anything about the asset, as it always was.
  authorize(actor, 'review.decide');
  if (link.asset_id === null && body.asset_id === undefined) throw invalid('decision_asset_missing', undefined, { asset_id: 'decision_asset_missing' });
  const asset = await links.assetInLink(link, body.asset_id);
  return presentLinkReview(await reviews.decideAs(actor, asset, body, client));
}
